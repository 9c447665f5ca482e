import type { common as base } from '../en/common';
import type { Translation } from '../i18n-types';

export const common = {
  appName: 'EQA Portál',
  appTagline: 'Külső minőségértékelés klinikai laboratóriumoknak',
  requiredField: 'A mező kitöltése kötelező',
  requiredEmailField: 'Legalább egy e-mail-cím megadása kötelező',
  emailFormatHelpText: 'Adjon meg érvényes e-mail-címet, például nev@pelda.hu',
  notFound: 'Nem található dokumentum',
  loading: 'Betöltés…',
  actions: {
    close: 'Bezárás',
    cancel: 'Mégse',
    save: 'Mentés',
    retry: 'Újra',
    back: 'Vissza',
    refresh: 'Frissítés',
    send: 'Küldés',
    print: 'Nyomtatás',
    search: 'Keresés',
    clearSearch: 'Keresés törlése',
    ok: 'Rendben',
    reset: 'Visszaállítás',
    more: 'További műveletek',
  },
  passwordVisibility: {
    show: 'Jelszó megjelenítése',
    hide: 'Jelszó elrejtése',
  },
  language: {
    label: 'Nyelv',
    en: 'English',
    hu: 'Magyar',
  },
  theme: {
    dark: 'Sötét téma',
    light: 'Világos téma',
  },
  skipLinks: {
    main: 'Ugrás a fő tartalomhoz',
    results: 'Ugrás az eredményekhez',
  },
  notFoundPage: {
    title: 'Az oldal nem található',
    text: 'Amire ez a hivatkozás mutat, nem létezik, vagy már nem érhető el. Ellenőrizze a címet, vagy lépjen vissza.',
    back: 'Vissza',
    home: 'A kezdőoldalra',
  },
  pagination: {
    rowsPerPage: 'Sorok oldalanként',
    displayedRows: '{from}–{to} / {count}',
  },
  list: {
    actions: 'Műveletek',
  },
} satisfies Pick<Translation, keyof typeof base>;
