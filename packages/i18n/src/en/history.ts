import type { BaseTranslation } from '../i18n-types';

/** The survey history dialog (spec 1 §2 "Survey history dialog", §3 "History event"). */
export const history = {
  history: {
    title: 'Survey history',
    lastEvent: 'Last change: {date}, {name}',
    noEvents: 'No change has been recorded yet.',
    empty: 'No change matches the filters.',
    filters: {
      user: 'User',
      parameter: 'Parameter',
      resultGroup: 'Result group',
      sample: 'Sample',
      all: 'All',
      clear: 'Clear the filters',
    },
    columns: {
      time: 'Time',
      user: 'User',
      action: 'Action',
      parameter: 'Parameter',
      resultGroup: 'Result group',
      sample: 'Sample',
      changes: 'Changes',
    },
    actions: {
      create: 'Entered',
      update: 'Changed',
      delete: 'Deleted',
      validate: 'Validated',
      invalidate: 'Validation revoked',
    },
    system: 'System',
    allSamples: 'All samples',
    previous: 'before: {value}',
    cleared: 'cleared',
    resultGroupRenamed: 'Name: {name}',
    resultGroupComment: 'Comment: {comment}',
    defaultName: 'default name',
  },
} satisfies BaseTranslation;
