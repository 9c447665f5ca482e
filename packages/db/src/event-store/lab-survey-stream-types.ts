import type { LabSurveyState, ResultEvent } from '@eqa/core';

/** The results of one lab in one survey as the events add them up. */
export interface LabSurveyStream {
  labId: number;
  surveyId: number;
  streamId: string;
  /** The stream's version (0: no events yet). */
  version: number;
  state: LabSurveyState;
}

export interface LabSurveyCommandResult extends LabSurveyStream {
  /** The events the command stored (none when it changed nothing). */
  events: ResultEvent[];
  globalPositions: number[];
}
