import type { platform as base } from '../en/platform';
import type { Translation } from '../i18n-types';

export const platform = {
  platform: {
    outdatedBrowser: {
      title: 'Elavult böngésző',
      message: 'Ön a következő böngészőt használja: {browser} {version}. Ebben a verzióban egyes funkciók hibásan működhetnek.',
      minimum: 'Támogatott böngészők: Chrome 96, Safari 15, Firefox 94, Opera 81, Edge 95 vagy újabb.',
      advice: 'Kérjük, frissítse a böngészőjét.',
    },
    demoDate: {
      menu: 'Aktuális dátum (bemutató)',
      current: 'Szimulált dátum: {date}',
      title: 'Szimulált aktuális dátum',
      intro: 'Bemutató módban a portál úgy működik, mintha a kiválasztott nap lenne a mai nap. A módosítás után az oldal újratöltődik.',
      label: 'Dátum',
      set: 'Dátum beállítása',
      reset: 'Vissza az alapértelmezett dátumra',
    },
    printPreview: {
      toggle: 'Nyomtatási kép',
      notice: 'Nyomtatási kép: az oldal nyomtatási szélességben látható.',
    },
    about: 'Névjegy és elérhetőség',
    sectionInPreparation: {
      title: 'Ez a rész előkészítés alatt áll',
      message: 'A(z) {section} rész a portál egy későbbi verziójában lesz elérhető.',
    },
  },
} satisfies Pick<Translation, keyof typeof base>;
