import { describe, expect, it } from 'vitest';
import { skeletonShapeOf } from './skeleton-shape';

describe('the skeleton an address loads with', () => {
  it.each([
    ['/labs/3/surveys', 'surveys'],
    ['/labs/3/surveys/', 'surveys'],
    ['/labs/3', 'surveys'],
    ['/labs/3/surveys/17', 'form'],
    ['/labs/3/surveys/17?x=1', 'form'],
    ['/labs/3/evaluations/17', 'form'],
    ['/labs/3/evaluations/17/parameters/5/evaluation', 'report'],
    ['/labs/3/evaluations/17/parameters/5/pre_evaluation', 'report'],
    ['/labs/3/evaluations', 'list'],
    ['/labs', 'list'],
    ['/config/products/2017', 'list'],
    ['/', 'list'],
  ])('%s → %s', (path, shape) => {
    expect(skeletonShapeOf(path, true)).toBe(shape);
  });

  it('gives a visitor the card of the login and registration pages', () => {
    expect(skeletonShapeOf('/login', false)).toBe('card');
    expect(skeletonShapeOf('/labs/3/surveys/17', false)).toBe('card');
  });
});
