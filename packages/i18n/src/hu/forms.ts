import type { forms as base } from '../en/forms';
import type { Translation } from '../i18n-types';

/** A webes felület űrlapkészlete (docs/decisions/web-forms.md). */
export const forms = {
  forms: {
    invalidNumber: 'Adjon meg egy számot',
    discard: {
      title: 'Elveti a módosításokat?',
      question: 'Az űrlapon mentetlen módosítások vannak. Bezárja, és elveti őket?',
      confirm: 'Módosítások elvetése',
      keepEditing: 'Szerkesztés folytatása',
    },
    address: {
      zipCode: 'Irányítószám',
      city: 'Település',
      address: 'Cím',
      country: 'Ország',
      noCountry: 'Nincs ország',
    },
    contact: {
      phone: 'Telefonszám',
      emails: 'E-mail címek',
      emailsHelp: 'Minden cím után nyomjon Entert vagy írjon vesszőt',
      removeEmail: '{address} törlése',
    },
  },
} satisfies Pick<Translation, keyof typeof base>;
