import type { BaseTranslation } from '../i18n-types';

/** About/contact dialog (spec 1 §2 common dialogs). */
export const about = {
  about: {
    title: 'About and contact',
    web: 'Web',
    address: 'Address',
    companyRegistrationNumber: 'Company registration number',
    mail: 'E-mail',
    phone: 'Phone',
    certifications: 'Accreditation',
    accreditation: '{body}, registration no. {number}',
    validUntil: 'valid until {date}',
    version: 'Version {version}, build {build}, {hash}',
  },
} satisfies BaseTranslation;
