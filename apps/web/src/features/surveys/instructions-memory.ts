import type { KeyValueStore } from '../../lib/storage';

/**
 * The survey instructions open by themselves once per user and survey (issue 32): the server says
 * when they are due (core shouldOpenInstructions: the user can enter results, the survey has not
 * ended, no results yet), this browser remembers the surveys whose instructions it has shown the
 * user. The speed dial opens them any time.
 */

/** The surveys remembered per user, the most recent last; older ones are forgotten (their instructions may open once more). */
export const INSTRUCTIONS_MEMORY_SIZE = 200;

export function instructionsMemoryKey(userId: number): string {
  return `eqa.instructionsShown.${userId}`;
}

/** The remembered survey ids from their stored text; anything unreadable counts as none. */
export function parseShownSurveys(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** The list after showing a survey's instructions: the survey last, at most `size` surveys. */
export function withShownSurvey(shown: readonly number[], surveyId: number, size = INSTRUCTIONS_MEMORY_SIZE): number[] {
  return [...shown.filter((id) => id !== surveyId), surveyId].slice(-size);
}

/** Whether the instructions open by themselves on this visit of the form. */
export function opensInstructionsByItself(due: boolean, mode: 'form' | 'evaluation', shown: readonly number[], surveyId: number): boolean {
  return mode === 'form' && due && !shown.includes(surveyId);
}

export function readShownSurveys(store: KeyValueStore, userId: number): number[] {
  return parseShownSurveys(store.getItem(instructionsMemoryKey(userId)));
}

export function rememberShownSurvey(store: KeyValueStore, userId: number, surveyId: number): void {
  store.setItem(instructionsMemoryKey(userId), JSON.stringify(withShownSurvey(readShownSurveys(store, userId), surveyId)));
}
