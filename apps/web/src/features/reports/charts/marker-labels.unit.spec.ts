import { describe, expect, it } from 'vitest';
import { labelledMarkers, markerLabelWidth } from './marker-labels';

describe('histogram marker labels (issue 32: labels never overlap)', () => {
  it.each([
    { name: 'far apart: every label', labels: ['Own', 'Own'], at: [10, 200], shown: [0, 1] },
    { name: 'two own values side by side: the left one only', labels: ['Own', 'Own'], at: [100, 104], shown: [0] },
    { name: 'in any order: the leftmost wins', labels: ['Own', 'Own', 'Own'], at: [300, 100, 110], shown: [0, 1] },
    { name: 'markers without a label take no room', labels: [undefined, 'Own'], at: [100, 101], shown: [1] },
    { name: 'exactly at the end of the previous label: drawn', labels: ['Own', 'Own'], at: [0, markerLabelWidth('Own')], shown: [0, 1] },
  ])('$name', ({ labels, at, shown }) => {
    expect([...labelledMarkers(labels.map((label) => ({ label })), at)].sort((a, b) => a - b)).toEqual(shown);
  });
});
