import type { labs as base } from '../en/labs';
import type { Translation } from '../i18n-types';

export const labs = {
  labs: {
    list: {
      title: 'Laboratóriumok',
      search: 'Laboratórium keresése',
      emptySurveysOnly: 'Csak az üres felméréssel rendelkező laborok',
      coreLabsOnly: 'Csak a törzslaborok',
      empty: 'Egyetlen laboratórium sem felel meg a keresésnek és a szűrőknek.',
      noLabs: 'Még egy laboratórium sem regisztrált. A laboratóriumok maguk regisztrálnak itt: {url}, amint kiszolgálja az országukat, és a jogi dokumentumai közzé vannak téve; az első lépések mutatják, mi van még hátra.',
      total: '{count} laboratórium',
      emptySurveys: '{count} üres folyamatban lévő felmérés',
      emptySurveysTooltip: 'Folyamatban lévő felmérések, amelyekhez még nincs eredmény',
      columns: {
        shortName: 'Rövid név',
        name: 'Név',
        city: 'Település',
        address: 'Cím',
        status: 'Állapot',
      },
    },
    satelliteConnection: {
      parent_lab: 'Törzslaboratórium',
      child_lab: 'Szatellitlaboratórium',
    },
    tabs: {
      surveys: 'Felmérések',
      evaluations: 'Értékelések',
      contracts: 'Szerződések',
      orders: 'Megrendelések',
      profile: 'Profil',
      labs: 'Laborok',
      users: 'Felhasználók',
      quality: 'Tanúsítványok',
    },
    badges: {
      surveys: '{count} folyamatban lévő, nem validált felmérés',
      evaluations: '{count} idei felmérés érvénytelen eredménnyel',
      evaluationErrors: 'Egyes értékelések hibásak',
      orders: '{dirty} lezáratlan megrendelés és {unpaid} kifizetetlen számla',
      latePayments: 'Lejárt határidejű számla van',
      none: 'Itt nincs teendője',
    },
    header: {
      backToList: 'Vissza a laboratóriumok listájához',
      menu: 'Laboratórium menü',
      support: 'Kapcsolatfelvétel az ügyfélszolgálattal',
    },
    documents: {
      title: 'Dokumentumok',
      guide: 'Útmutató',
      evaluationModes: 'Értékelési módok',
      userManual: 'Felhasználói kézikönyv',
      loading: 'Dokumentumok betöltése…',
      archive: 'Felmérési dokumentumok',
      all: 'Jogi dokumentumok és útmutatók',
    },
    archive: {
      title: 'Felmérési dokumentumok',
      year: 'Év',
      round: 'Forduló',
      allRounds: 'Minden forduló',
      yearDocuments: 'Éves dokumentumok',
      roundHeading: 'Forduló: {name}',
      loading: 'Dokumentumok betöltése…',
      empty: 'A kiválasztott évhez és fordulóhoz nincs dokumentum.',
      none: 'Ennek a laboratóriumnak még nincsenek felmérési dokumentumai.',
    },
    satellites: {
      title: 'Szatellitlaboratóriumok',
      empty: 'Ennek a laboratóriumnak nincsenek szatellitlaboratóriumai.',
      open: '{name} felméréseinek megnyitása',
    },
  },
} satisfies Pick<Translation, keyof typeof base>;
