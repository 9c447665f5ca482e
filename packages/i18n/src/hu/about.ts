import type { about as base } from '../en/about';
import type { Translation } from '../i18n-types';

export const about = {
  about: {
    title: 'Névjegy és elérhetőség',
    provider: 'In vitro diagnosztikai külső minőségértékelést végző nonprofit szolgáltató',
    web: 'Honlap',
    address: 'Cím',
    companyRegistrationNumber: 'Cégjegyzékszám',
    mail: 'E-mail',
    phone: 'Telefon',
    certifications: 'Akkreditáció és tanúsítás',
    iso17043: 'ISO/IEC 17043 szerint akkreditált jártassági vizsgálati szolgáltató',
    iso9001: 'ISO 9001 szerint tanúsított minőségirányítási rendszer',
    version: 'Verzió: {version}, build: {build}, {hash}',
  },
} satisfies Pick<Translation, keyof typeof base>;
