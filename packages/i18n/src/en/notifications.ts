import type { BaseTranslation } from '../i18n-types';

/** Snackbar notifications (spec 1 §8). */
export const notifications = {
  notifications: {
    passwordChanged: 'Password changed',
    validationPasswordChanged: 'Validation password changed',
    userSaved: 'User details saved',
    saveInProgress: 'Saving…',
    resultSaved: 'Result saved',
    resultNotSaved: 'Result NOT saved',
    resultDeleted: 'Result deleted',
    surveyValidated: 'Survey validated',
    surveyInvalidated: 'Survey validation revoked',
    resultGroupUpdated: 'Result group updated',
    supportSent: 'Message sent',
    validationPasswordLinkSent: 'Link sent',
    created: 'Created',
    deleted: 'Deleted',
    copyStarted: 'Copying started',
  },
} satisfies BaseTranslation;
