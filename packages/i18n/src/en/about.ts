import type { BaseTranslation } from '../i18n-types';

/** About/contact dialog (spec 1 §2 common dialogs). */
export const about = {
  about: {
    title: 'About and contact',
    provider: 'Nonprofit provider of external quality assessment for in-vitro diagnostics',
    web: 'Web',
    address: 'Address',
    companyRegistrationNumber: 'Company registration number',
    mail: 'E-mail',
    phone: 'Phone',
    certifications: 'Accreditation and certification',
    iso17043: 'Proficiency testing provider accredited to ISO/IEC 17043',
    iso9001: 'Quality management system certified to ISO 9001',
    version: 'Version {version}, build {build}, {hash}',
  },
} satisfies BaseTranslation;
