import type { evaluations as base } from '../en/evaluations';
import type { Translation } from '../i18n-types';

/** Egy laboratórium értékelései (spec 1 §2, §4). */
export const evaluations = {
  evaluations: {
    refresh: 'Frissítés',
    unknownRelation: 'Egy eredmény ismeretlen relációja: {relation}',
    total: '{count} felmérés',
    search: 'Felmérések keresése',
    columns: {
      survey: 'Felmérés',
      endsAt: 'Lezárva',
      parameters: 'Paraméterek',
    },
    preEvaluated: {
      title: 'Lezárt felmérések (előértékelve)',
      empty: 'Nincs lezárt felmérés.',
    },
    evaluated: {
      title: 'Értékelt felmérések',
      empty: 'Nincs értékelt felmérés.',
    },
    noMatch: 'Egyetlen felmérés sem felel meg a szűrőknek.',
    filters: {
      label: 'Szűrők',
      notAccepted: 'Csak a nem elfogadott eredmények',
      notAcceptedHint: 'Csak azok a felmérések és paraméterek, amelyeknek van nem elfogadott eredménye',
      merges: 'Összevonások',
      mergesHint: 'Csak a más felmérésekkel együtt értékelt felmérések',
      significantDifferences: 'Szignifikáns eltérések',
      significantDifferencesHint: 'Csak azok a felmérések és paraméterek, amelyeknek van ±2-n kívüli z-értékű eredménye',
    },
    item: {
      open: '{name} megnyitása értékelési nézetben',
      ended: 'Lezárult: {date}',
      expectedEvaluation: 'Várható értékelés: {date}',
      preEvaluated: 'Előértékelve: {date}',
      evaluated: 'Értékelve: {date}',
      notValidated: 'Az eredmények nem lettek validálva, ezért nem kerültek értékelésre',
      missingContract: 'A(z) {year}. évi szerződés még nincs elfogadva',
      evaluationDisabled: 'Ennek a felmérésnek az értékelése nem érhető el',
      noStatistics: 'A statisztikák még nem érhetők el',
      notAccepted: '{count} nem elfogadott',
      notAcceptedHint: '{count} eredmény nem lett elfogadva',
      allAccepted: 'Mind elfogadva',
      allAcceptedHint: 'Minden értékelt eredmény elfogadásra került',
      significant: '{count} |z| > 2',
      significantHint: '{count} eredmény szignifikánsan eltér (a z-érték ±2-n kívül esik)',
      significantWarning: 'Szignifikáns eltérések az előértékelésben: a végleges értékelés előtt ellenőrizze az eredményeit',
      noParameters: 'Nincs eredménnyel rendelkező paraméter.',
      moreParameters: 'Mind a(z) {count} paraméter megjelenítése',
      fewerParameters: 'Kevesebb megjelenítése',
      parameterLink: {
        evaluation: 'A(z) {name} értékelési jelentése',
        pre_evaluation: 'A(z) {name} előértékelési jelentése',
      },
      merged: 'Együtt értékelve ezzel:',
      mergedLink: '{name} megnyitása értékelési nézetben',
      mergeInto: '{sample} minta a(z) {survey} felmérés {other} mintájával',
    },
    publication: {
      preEvaluationNotRun: 'Az előértékelés még nem futott le: futtassa le, mielőtt közzéteszi.',
      evaluationNotRun: 'Az értékelés még nem futott le: futtassa le, mielőtt közzéteszi.',
      resultsChanged: 'Az eredmények az utolsó futtatás óta megváltoztak: futtassa le újra, mielőtt közzéteszi.',
    },
  },
} satisfies Pick<Translation, keyof typeof base>;
