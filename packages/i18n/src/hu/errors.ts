import type { errors as base } from '../en/errors';
import type { Translation } from '../i18n-types';

export const errors = {
  error: {
    title: 'Hiba történt',
    whileDoing: 'Művelet: {action}.',
    authentication: {
      title: 'Sikertelen azonosítás',
      message: 'A munkamenete lejárt vagy érvénytelenné vált. Kérjük, töltse újra az oldalt, és jelentkezzen be ismét.',
    },
    latePayment: {
      title: 'Fizetési késedelem',
      message: 'A laboratóriumnak lejárt határidejű számlái vannak.',
      details: 'Az értékelések a lejárt számlák kiegyenlítéséig nem érhetők el. Ha már fizetett, kérjük, vegye fel a kapcsolatot a szolgáltatóval.',
    },
    missingContract: {
      title: 'Hiányzó szerződés',
      message: 'Az idei évre vonatkozó szerződési feltételeket még nem fogadták el. A felmérések, az értékelések és a megrendelések a szerződés elfogadása után érhetők el.',
    },
    authorization: {
      title: 'Nincs jogosultság',
      message: 'Önnek nincs jogosultsága ehhez a funkcióhoz.',
    },
    notFound: {
      title: 'Nem található',
      message: 'A kért elem nem létezik, vagy már nem érhető el; lehet, hogy valaki törölte. Kérjük, töltse újra az oldalt.',
    },
    connection: {
      title: 'A szolgáltatás nem érhető el',
      message: 'A szolgáltatás nem érhető el. Ellenőrizze a hálózati kapcsolatot, töltse újra az oldalt, és ellenőrizze a megadott adatokat.',
    },
    conflict: {
      title: 'Ütközés',
      message: 'A művelet ütközés miatt nem hajtható végre. Lehet, hogy valaki közben módosította ugyanezeket az adatokat; töltse újra az oldalt, és próbálja újra.',
    },
    constraintViolation: {
      title: 'Érvénytelen adatok',
      message: 'A művelet nem hajtható végre, mert az adatok nem felelnek meg az előírt feltételeknek. Kérjük, ellenőrizze a megadott adatokat.',
    },
    rateLimited: {
      title: 'Túl sok kérés',
      message: 'Rövid idő alatt túl sok kísérlet történt. Várjon néhány percet, majd próbálja újra.',
      retryIn: 'Rövid idő alatt túl sok kísérlet történt. Próbálja újra {minutes} perc múlva.',
    },
    generic: {
      title: 'Váratlan hiba',
      message: 'Váratlan hiba történt. A részleteket elküldtük a fejlesztőknek.',
    },
  },
  errorAction: {
    labs: 'laboratóriumok betöltése',
    lab: 'laboratórium betöltése',
    surveyList: 'felmérések betöltése',
    evaluations: 'értékelések betöltése',
    form: 'felmérési űrlap betöltése',
    values: 'értékek betöltése',
    units: 'mértékegységek betöltése',
    savingResults: 'eredmények mentése',
    deletingResults: 'eredmények törlése',
    validation: 'eredmények validálása',
    resultGroupUpdate: 'eredménycsoport módosítása',
    history: 'előzmények betöltése',
    reports: 'jelentés betöltése',
    documents: 'dokumentumok betöltése',
    downloads: 'fájl letöltése',
    regeneratingDocuments: 'dokumentumok újragenerálása',
    orders: 'megrendelések betöltése',
    checkout: 'megrendelés leadása',
    documentType: 'dokumentumtípusok betöltése',
    invoices: 'számlák betöltése',
    statistics: 'statisztikák betöltése',
    contracts: 'szerződések betöltése',
    auth: 'be- vagy kijelentkezés',
    config: 'beállítások betöltése',
    profile: 'profil betöltése vagy mentése',
    registration: 'regisztráció',
    support: 'üzenet küldése az ügyfélszolgálatnak',
    configParameters: 'paraméterek betöltése vagy mentése',
    configDimensions: 'dimenziók betöltése vagy mentése',
    configUnits: 'mértékegységek betöltése vagy mentése',
    configConversions: 'mértékegység-átváltások betöltése',
    configConversionSave: 'mértékegység-átváltás mentése',
    configConversionDelete: 'mértékegység-átváltás törlése',
    configProducts: 'termékek betöltése vagy mentése',
    configProductGroups: 'termékcsoportok betöltése vagy mentése',
    configSchemes: 'programok betöltése vagy mentése',
    configSchemeVersions: 'programverziók betöltése vagy mentése',
    configRounds: 'fordulók betöltése vagy mentése',
    configSurveys: 'felmérések betöltése vagy mentése',
    configSamples: 'minták betöltése vagy mentése',
    configLabProfile: 'laboratóriumi profil betöltése vagy mentése',
  },
  forbiddenPage: {
    backToStart: 'Vissza a kezdőoldalra',
    paymentError: {
      title: 'Fizetési késedelem miatt az értékelések nem érhetők el',
    },
    missingContract: {
      title: 'Az idei szerződést még nem fogadták el',
      openContract: 'Szerződés megnyitása',
    },
  },
} satisfies Pick<Translation, keyof typeof base>;
