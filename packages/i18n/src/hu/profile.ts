import type { profile as base } from '../en/profile';
import type { Translation } from '../i18n-types';

export const profile = {
  profile: {
    missingEmail: 'A profiljában még nincs e-mail-cím. Kérjük, adja meg, hogy elérhessük Önt.',
    menu: {
      open: 'Profilmenü megnyitása',
      signedInAs: 'Bejelentkezve: {name}',
      userDetails: 'Felhasználói adatok',
      loginPassword: 'Belépési jelszó módosítása',
      validationPassword: 'Validálási jelszó módosítása',
      documents: 'Jogi dokumentumok és útmutatók',
      darkTheme: 'Sötét téma',
    },
    userDetails: {
      title: 'Felhasználói adatok',
      fullName: 'Teljes név',
      email: 'E-mail-cím',
      username: 'Felhasználónév',
    },
  },
} satisfies Pick<Translation, keyof typeof base>;
