import type { BaseTranslation } from '../i18n-types';

/** The evaluations page of a lab (spec 1 §2 evaluations page, §4 statistics button). Root key `evaluations`. */
export const evaluations = {
  evaluations: {
    refresh: 'Refresh',
    unknownRelation: 'Unknown relation of a result: {relation}',
    total: '{count:number} {{survey|surveys}}',
    search: 'Search surveys',
    columns: {
      survey: 'Survey',
      endsAt: 'Ended',
      parameters: 'Parameters',
    },
    preEvaluated: {
      title: 'Closed surveys (pre-evaluated)',
      empty: 'No closed survey.',
    },
    evaluated: {
      title: 'Evaluated surveys',
      empty: 'No evaluated survey.',
    },
    noMatch: 'No survey matches the filters.',
    filters: {
      label: 'Filters',
      notAccepted: 'Only not-accepted results',
      notAcceptedHint: 'Only the surveys and parameters with a result that was not accepted',
      merges: 'Merges',
      mergesHint: 'Only the surveys evaluated together with other surveys',
      significantDifferences: 'Significant differences',
      significantDifferencesHint: 'Only the surveys and parameters with a result whose z-score is beyond ±2',
    },
    item: {
      open: 'Open {name} in evaluation mode',
      ended: 'Ended: {date}',
      expectedEvaluation: 'Expected evaluation: {date}',
      preEvaluated: 'Pre-evaluated: {date}',
      evaluated: 'Evaluated: {date}',
      notValidated: 'The results were not validated, so they were not evaluated',
      missingContract: 'The contract for {year:number} has not been accepted',
      evaluationDisabled: 'The evaluation of this survey is not available',
      noStatistics: 'The statistics are not available yet',
      notAccepted: '{count:number} not accepted',
      notAcceptedHint: '{count:number} {{result was|results were}} not accepted',
      allAccepted: 'All accepted',
      allAcceptedHint: 'Every evaluated result was accepted',
      significant: '{count:number} |z| > 2',
      significantHint: '{count:number} {{result differs|results differ}} significantly (z-score beyond ±2)',
      significantWarning: 'Significant differences in the pre-evaluation: check your results before the final evaluation',
      noParameters: 'No parameter with results.',
      moreParameters: 'Show all {count:number} parameters',
      fewerParameters: 'Show fewer',
      parameterLink: {
        evaluation: 'Evaluation report of {name}',
        pre_evaluation: 'Pre-evaluation report of {name}',
      },
      merged: 'Evaluated together with',
      mergedLink: 'Open {name} in evaluation mode',
      mergeInto: 'Sample {sample} with {other} of {survey}',
    },
    publication: {
      preEvaluationNotRun: 'The pre-evaluation has not been run: run it before publishing it.',
      evaluationNotRun: 'The evaluation has not been run: run it before publishing it.',
      resultsChanged: 'The results changed after the last run: run it again before publishing it.',
    },
  },
} satisfies BaseTranslation;
