import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../lib/storage';
import { INSTRUCTIONS_MEMORY_SIZE, opensInstructionsByItself, parseShownSurveys, readShownSurveys, rememberShownSurvey, withShownSurvey } from './instructions-memory';

describe('the instructions open by themselves once per user and survey', () => {
  it.each([
    { name: 'due and never shown to the user', due: true, mode: 'form' as const, shown: [3], open: true },
    { name: 'shown once already', due: true, mode: 'form' as const, shown: [3, 9], open: false },
    { name: 'not due (results entered, ended, no write access)', due: false, mode: 'form' as const, shown: [], open: false },
    { name: 'on the evaluation page', due: true, mode: 'evaluation' as const, shown: [], open: false },
  ])('$name → $open', ({ due, mode, shown, open }) => {
    expect(opensInstructionsByItself(due, mode, shown, 9)).toBe(open);
  });

  it('remembers per user, the latest last, at most INSTRUCTIONS_MEMORY_SIZE surveys', () => {
    expect(withShownSurvey([1, 2, 3], 2)).toEqual([1, 3, 2]);
    const full = Array.from({ length: INSTRUCTIONS_MEMORY_SIZE }, (_, i) => i + 1);
    expect(withShownSurvey(full, 999)).toEqual([...full.slice(1), 999]);
    const store = memoryStore();
    rememberShownSurvey(store, 5, 9);
    rememberShownSurvey(store, 5, 4);
    expect(readShownSurveys(store, 5)).toEqual([9, 4]);
    // another user on the same browser gets the instructions too
    expect(readShownSurveys(store, 6)).toEqual([]);
  });

  it('reads an unreadable memory as none', () => {
    expect(parseShownSurveys(null)).toEqual([]);
    expect(parseShownSurveys('not json')).toEqual([]);
    expect(parseShownSurveys('{"a":1}')).toEqual([]);
    expect(parseShownSurveys('[1,"x",-2,3.5,4]')).toEqual([1, 4]);
  });
});
