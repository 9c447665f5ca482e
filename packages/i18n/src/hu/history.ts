import type { history as base } from '../en/history';
import type { Translation } from '../i18n-types';

export const history = {
  history: {
    title: 'A felmérés előzményei',
    lastEvent: 'Utolsó módosítás: {date}, {name}',
    noEvents: 'Még nem történt módosítás.',
    empty: 'Egyetlen módosítás sem felel meg a szűrőknek.',
    filters: {
      user: 'Felhasználó',
      parameter: 'Paraméter',
      resultGroup: 'Eredménycsoport',
      sample: 'Minta',
      all: 'Mind',
      clear: 'Szűrők törlése',
    },
    columns: {
      time: 'Időpont',
      user: 'Felhasználó',
      action: 'Művelet',
      parameter: 'Paraméter',
      resultGroup: 'Eredménycsoport',
      sample: 'Minta',
      changes: 'Módosítások',
    },
    actions: {
      create: 'Rögzítve',
      update: 'Módosítva',
      delete: 'Törölve',
      validate: 'Validálva',
      invalidate: 'Validálás visszavonva',
    },
    system: 'Rendszer',
    allSamples: 'Minden minta',
    previous: 'korábban: {value}',
    cleared: 'törölve',
    resultGroupRenamed: 'Név: {name}',
    resultGroupComment: 'Megjegyzés: {comment}',
    defaultName: 'alapértelmezett név',
  },
} satisfies Pick<Translation, keyof typeof base>;
