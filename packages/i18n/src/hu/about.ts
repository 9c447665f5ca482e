import type { about as base } from '../en/about';
import type { Translation } from '../i18n-types';

export const about = {
  about: {
    title: 'Névjegy és elérhetőség',
    web: 'Honlap',
    address: 'Cím',
    companyRegistrationNumber: 'Cégjegyzékszám',
    mail: 'E-mail',
    phone: 'Telefon',
    certifications: 'Akkreditáció',
    accreditation: '{body}, nyilvántartási szám: {number}',
    validUntil: 'érvényes: {date}',
    version: 'Verzió: {version}, build: {build}, {hash}',
  },
} satisfies Pick<Translation, keyof typeof base>;
