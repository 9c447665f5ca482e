import type { BaseTranslation } from '../i18n-types';

/** Lab list page and lab page header (spec 1 §2). */
export const labs = {
  labs: {
    list: {
      title: 'Laboratories',
      search: 'Search laboratories',
      emptySurveysOnly: 'Only labs with empty surveys',
      coreLabsOnly: 'Parent labs only',
      empty: 'No laboratory matches the search and filters.',
      noLabs: 'No laboratory has registered yet. Laboratories register themselves at {url} once you serve their country and your legal documents are published; the setup path shows what is left.',
      total: '{count:number} {{laboratory|laboratories}}',
      emptySurveys: '{count:number} empty {{survey|surveys}} in progress',
      emptySurveysTooltip: 'Surveys in progress without any result',
      columns: {
        shortName: 'Short name',
        name: 'Name',
        city: 'City',
        address: 'Address',
        status: 'Status',
      },
    },
    satelliteConnection: {
      parent_lab: 'Parent laboratory',
      child_lab: 'Satellite laboratory',
    },
    tabs: {
      surveys: 'Surveys',
      evaluations: 'Evaluations',
      contracts: 'Contracts',
      orders: 'Orders',
      profile: 'Profile',
      labs: 'Labs',
      users: 'Users',
      quality: 'Certificates',
    },
    badges: {
      surveys: '{count:number} in-progress {{survey|surveys}} without validation',
      evaluations: '{count:number} {{survey|surveys}} with invalid results this year',
      evaluationErrors: 'Some evaluations have errors',
      orders: '{dirty:number} unfinished {{order|orders}} and {unpaid:number} unpaid {{invoice|invoices}}',
      latePayments: 'Some invoices are overdue',
      none: 'Nothing needs your attention here',
    },
    header: {
      backToList: 'Back to the laboratory list',
      menu: 'Laboratory menu',
      support: 'Contact support',
    },
    documents: {
      title: 'Documents',
      guide: 'Guide',
      evaluationModes: 'Evaluation modes',
      userManual: 'User manual',
      loading: 'Loading the documents…',
      archive: 'Survey documents',
      all: 'Legal documents and guides',
    },
    archive: {
      title: 'Survey documents',
      year: 'Year',
      round: 'Round',
      allRounds: 'All rounds',
      yearDocuments: 'Documents of the year',
      roundHeading: 'Round {name}',
      loading: 'Loading the documents…',
      empty: 'There are no documents for the selected year and round.',
      none: 'This laboratory has no survey documents yet.',
    },
    satellites: {
      title: 'Satellite laboratories',
      empty: 'This laboratory has no satellite laboratories.',
      open: 'Open the surveys of {name}',
    },
  },
} satisfies BaseTranslation;
