import type { users as base } from '../en/users';
import type { Translation } from '../i18n-types';

/** Munkatársak és meghívók (docs/decisions/users.md). */

export const users = {
  users: {
    title: 'Felhasználók',
    orgTitle: 'A szervezet munkatársai',
    labTitle: 'A laboratórium felhasználói',
    invite: 'Meghívás',
    inviteTitle: 'Felhasználó meghívása',
    inviteSubmit: 'Meghívó küldése',
    invited: 'Meghívó elküldve: {email}',
    fullName: 'Teljes név',
    email: 'E-mail cím',
    username: 'Felhasználónév',
    role: 'Szerepkör',
    status: 'Állapot',
    actions: 'Műveletek',
    active: 'Aktív',
    disabledState: 'Letiltva',
    invitation: {
      accepted: 'Regisztrált',
      pending: 'Meghívva, eddig: {date}',
      expired: 'A meghívó lejárt',
      none: 'Nincs meghívva',
    },
    disable: 'Letiltás',
    enable: 'Engedélyezés',
    disableTitle: 'Letiltja: {name}?',
    disableText: 'A felhasználót azonnal kiléptetjük, és amíg újra nem engedélyezik, nem tud belépni.',
    enableTitle: 'Engedélyezi: {name}?',
    enableText: 'A felhasználó ugyanazzal a jelszóval újra beléphet.',
    disabledDone: 'Felhasználó letiltva',
    enabledDone: 'Felhasználó engedélyezve',
    lastActiveAdmin: 'Az utolsó aktív adminisztrátor nem tiltható le',
    emailInUse: 'Ezzel az e-mail-címmel már regisztrált egy felhasználó',
    noUsers: 'Még nincs felhasználó. Hívjon meg egy kollégát: a meghívót e-mailben kapja, egy hivatkozással, ahol felhasználónevet és jelszót választ.',
  },
  invitationPage: {
    title: 'Meghívó elfogadása',
    intro: 'Válassza ki a felhasználónevet és a jelszót, amellyel belép.',
    username: 'Felhasználónév',
    password: 'Jelszó',
    submit: 'Regisztráció és belépés',
    invalidLink: 'Ez a meghívó érvénytelen, már felhasználták vagy lejárt. Kérjen új meghívót.',
    toLogin: 'Vissza a belépéshez',
  },
} satisfies Pick<Translation, keyof typeof base>;
