import type { notificationCentre as base } from '../en/notification-centre';
import type { Translation } from '../i18n-types';

export const notificationCentre = {
  notificationCentre: {
    bell: 'Értesítések',
    bellUnread: 'Értesítések, {count} olvasatlan',
    title: 'Értesítések',
    empty: 'Nincs értesítés',
    unreadOnly: 'Csak az olvasatlanok',
    markRead: 'Olvasottnak jelöl',
    markAllRead: 'Mind olvasott',
    markedAllRead: 'Minden értesítés olvasottnak jelölve',
    open: 'Megnyitás',
    unread: 'Olvasatlan',
    read: 'Olvasott',
    columns: {
      notification: 'Értesítés',
      createdAt: 'Dátum',
      status: 'Állapot',
      actions: 'Műveletek',
    },
    types: {
      survey_opened: {
        label: 'Egy körvizsgálat megnyílik',
        title: 'A(z) {survey} körvizsgálat megnyílt',
        body: 'A(z) {survey} eredményei {deadline} napig rögzíthetők.',
      },
      deadline_approaching: {
        label: 'Közeleg az eredményküldési határidő',
        title: 'A(z) {survey} határideje: {deadline}',
        body: 'A(z) {survey} eredményeinek határideje {deadline} (még {days} nap), és még nincsenek validálva.',
      },
      evaluation_published: {
        label: 'Értékelés jelent meg',
        title: 'Megjelent a(z) {survey} értékelése',
        body: 'A(z) {survey} {kind} elérhető.',
      },
      result_unsatisfactory: {
        label: 'Nem megfelelő eredmény',
        title: 'Nem megfelelő eredmények: {survey}',
        body: 'A(z) {survey} {count} eredménye nem megfelelő (|z| ≥ 3 vagy az elfogadási határon kívül).',
      },
      result_warning: {
        label: 'Kérdéses eredmény (figyelmeztetés)',
        title: 'Kérdéses eredmények: {survey}',
        body: 'A(z) {survey} {count} eredménye kérdéses (2 ≤ |z| < 3).',
      },
      invoice_issued: {
        label: 'Díjbekérő vagy számla készült',
        title: '{document} {number} kiállítva',
        body: 'Kiállítottuk a(z) {number} {document} ({amount}); fizetési határidő: {dueDate}.',
      },
      invoice_due: {
        label: 'Hamarosan esedékes számla',
        title: '{document} {number}: esedékes {dueDate}',
        body: 'A(z) {number} {document} ({amount}) fizetési határideje {dueDate}.',
      },
      invoice_late: {
        label: 'Lejárt számla',
        title: '{document} {number}: lejárt',
        body: 'A(z) {number} {document} ({amount}) fizetési határideje {dueDate} volt. Az értékelések a befizetésig nem érhetők el.',
      },
      contract_missing: {
        label: 'Hiányzik a jövő évi szerződés',
        title: 'Hiányzik a(z) {year} évi szerződés',
        body: 'A(z) {year} évi rendelés megnyílt, de a(z) {year} évi általános szerződési feltételeket még nem fogadták el.',
      },
      checkout_requested: {
        label: 'Egy laboratórium véglegesítést kér (munkatársaknak)',
        title: '{lab} véglegesítést kér ({year})',
        body: '{lab} módosította a(z) {year} évi rendeléseit, és kéri azok visszaigazolását.',
      },
      lab_registered: {
        label: 'Új laboratórium regisztrált (munkatársaknak)',
        title: 'Új regisztráció: {lab}',
        body: '{lab} regisztrált, és jóváhagyásra vár.',
      },
      late_labs: {
        label: 'Késésben lévő laboratóriumok (munkatársaknak)',
        title: '{count} laboratórium késésben: {survey}',
        body: 'A(z) {survey} határideje {deadline}; még nem validált: {labs}.',
      },
    },
    kinds: {
      evaluation: 'értékelése',
      pre_evaluation: 'előzetes értékelése',
    },
    documents: {
      proforma: 'Díjbekérő',
      invoice: 'Számla',
    },
    email: {
      open: 'Megnyitás a portálon: {url}',
      unsubscribe: 'Ezt a levelet azért kapja, mert a(z) „{type}” e-mailek be vannak kapcsolva. Kikapcsolás: {url}',
      contractFooter: 'Ezt a levelet azért kapja, mert ez a cím értesítési címként szerepel a(z) {lab} szerződésében. A címek módosítása: {url}',
      digestSubject: '{count} értesítés az EQA portálról',
      digestIntro: 'Kedves {name}! Ezek az értesítések érkeztek {day} napon:',
      greeting: 'Kedves {name}!',
    },
    preferences: {
      title: 'Értesítési beállítások',
      open: 'Értesítési beállítások',
      intro: 'Válassza ki, mely értesítéseket kapja meg a portálon és e-mailben.',
      type: 'Értesítés',
      inApp: 'A portálon',
      email: 'E-mailben',
      save: 'Mentés',
      saved: 'Értesítési beállítások mentve',
      unsubscribed: 'A(z) „{type}” e-mailek kikapcsolva.',
    },
    settings: {
      title: 'Értesítések',
      intro: 'A határidő-emlékeztetők a még nem validált laboratóriumoknak mennek, ennyi nappal az eredményküldési határidő előtt.',
      days: 'Emlékeztető napok a határidő előtt',
      daysHint: 'pl. 7, 1 (1–60 nap, legfeljebb 5)',
      save: 'Mentés',
      saved: 'Emlékeztető napok mentve',
    },
    sweep: {
      run: 'Esedékes értesítések küldése most',
      done: '{count} értesítés készült',
    },
    errors: {
      webhookUrlInvalid: 'Adjon meg érvényes https URL-t.',
      webhookUrlNotHttps: 'Az URL-nek https-t kell használnia.',
      webhookUrlPrivate: 'Az URL nem vezethet privát, loopback vagy link-local címre.',
      webhookUrlUnresolved: 'Az URL gépneve nem található.',
      webhookEventForbidden: 'Munkatársi eseményekre csak szervezetek iratkozhatnak fel.',
      unsubscribeInvalid: 'Ez a leiratkozási hivatkozás nem érvényes.',
      offsetsInvalid: 'Az emlékeztető napok 1 és 60 közötti egész számok, legfeljebb 5 darab.',
      typeNotYours: 'Ilyen értesítést nem kaphat.',
    },
  },
} satisfies Pick<Translation, keyof typeof base>;
