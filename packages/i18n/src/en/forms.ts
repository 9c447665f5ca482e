import type { BaseTranslation } from '../i18n-types';

/** The form kit of the web app (apps/web/src/components/forms; docs/decisions/web-forms.md). */
export const forms = {
  forms: {
    invalidNumber: 'Enter a number',
    discard: {
      title: 'Discard the changes?',
      question: 'The form has changes that are not saved. Close it and lose them?',
      confirm: 'Discard changes',
      keepEditing: 'Keep editing',
    },
    address: {
      zipCode: 'Zip code',
      city: 'City',
      address: 'Address',
      country: 'Country',
      noCountry: 'No country',
    },
    contact: {
      phone: 'Phone',
      emails: 'E-mail addresses',
      emailsHelp: 'Press Enter or type a comma after each address',
      removeEmail: 'Remove {address:string}',
    },
  },
} satisfies BaseTranslation;
