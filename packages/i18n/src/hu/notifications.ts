import type { notifications as base } from '../en/notifications';
import type { Translation } from '../i18n-types';

export const notifications = {
  notifications: {
    passwordChanged: 'Jelszó módosítva',
    validationPasswordChanged: 'Validálási jelszó módosítva',
    userSaved: 'Felhasználói adatok mentve',
    saveInProgress: 'Mentés folyamatban…',
    resultSaved: 'Eredmény mentve',
    resultNotSaved: 'Az eredmény NEM lett mentve',
    resultDeleted: 'Eredmény törölve',
    surveyValidated: 'Felmérés validálva',
    surveyInvalidated: 'Felmérés validálása visszavonva',
    resultGroupUpdated: 'Eredménycsoport módosítva',
    supportSent: 'Üzenet elküldve',
    validationPasswordLinkSent: 'Hivatkozás elküldve',
    created: 'Létrehozva',
    deleted: 'Törölve',
    copyStarted: 'A másolás elindult',
  },
} satisfies Pick<Translation, keyof typeof base>;
