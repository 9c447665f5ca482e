import type { BaseTranslation } from '../i18n-types';

/** The error catalogue (spec 1 §8) and the warning pages of forbidden errors. */
export const errors = {
  error: {
    title: 'Something went wrong',
    whileDoing: 'While {action}.',
    authentication: {
      title: 'Authentication failed',
      message: 'Your session has ended or is no longer valid. Please reload the page and log in again.',
    },
    latePayment: {
      title: 'Late payment',
      message: 'There are overdue invoices of this laboratory.',
      details: 'Evaluations are not available until the overdue invoices are settled. Please contact the provider if you have already paid.',
    },
    missingContract: {
      title: 'Missing contract',
      message: 'The terms and conditions for this year have not been accepted yet. Surveys, evaluations and orders are available once the contract is accepted.',
    },
    authorization: {
      title: 'No permission',
      message: 'You do not have permission to use this function.',
    },
    notFound: {
      title: 'Not found',
      message: 'What you asked for does not exist or is no longer available; somebody may have deleted it. Please reload the page.',
    },
    connection: {
      title: 'Service unreachable',
      message: 'The service cannot be reached. Please check your network connection, reload the page and check the data you entered.',
    },
    conflict: {
      title: 'Conflict',
      message: 'The operation cannot be completed because of conflicts. Somebody may have changed the same data; please reload and try again.',
    },
    constraintViolation: {
      title: 'Invalid data',
      message: 'The operation cannot be completed because of constraint violations. Please check the data you entered.',
    },
    rateLimited: {
      title: 'Too many requests',
      message: 'Too many attempts in a short time. Please wait a few minutes and try again.',
      retryIn: 'Too many attempts in a short time. Please try again in {minutes:number} minute{{s}}.',
    },
    generic: {
      title: 'Unexpected error',
      message: 'An unexpected error occurred. The details were sent to the developers.',
    },
  },
  errorAction: {
    labs: 'loading the laboratories',
    lab: 'loading the laboratory',
    surveyList: 'loading the surveys',
    evaluations: 'loading the evaluations',
    form: 'loading the survey form',
    values: 'loading the values',
    units: 'loading the units',
    savingResults: 'saving the results',
    deletingResults: 'deleting the results',
    validation: 'validating the results',
    resultGroupUpdate: 'updating the result group',
    history: 'loading the history',
    reports: 'loading the report',
    documents: 'loading the documents',
    downloads: 'downloading the file',
    regeneratingDocuments: 'regenerating the documents',
    orders: 'loading the orders',
    checkout: 'placing the order',
    documentType: 'loading the document types',
    invoices: 'loading the invoices',
    statistics: 'loading the statistics',
    contracts: 'loading the contracts',
    auth: 'signing in or out',
    config: 'loading the settings',
    profile: 'loading or saving your profile',
    registration: 'registering',
    support: 'sending the support message',
    configParameters: 'loading or saving the parameters',
    configDimensions: 'loading or saving the dimensions',
    configUnits: 'loading or saving the units',
    configConversions: 'loading the unit conversions',
    configConversionSave: 'saving the unit conversion',
    configConversionDelete: 'deleting the unit conversion',
    configProducts: 'loading or saving the products',
    configProductGroups: 'loading or saving the product groups',
    configSchemes: 'loading or saving the schemes',
    configSchemeVersions: 'loading or saving the scheme versions',
    configRounds: 'loading or saving the rounds',
    configSurveys: 'loading or saving the surveys',
    configSamples: 'loading or saving the samples',
    configLabProfile: 'loading or saving the laboratory profile',
  },
  forbiddenPage: {
    backToStart: 'Back to the start page',
    paymentError: {
      title: 'Evaluations are not available because of a late payment',
    },
    missingContract: {
      title: 'The contract for this year has not been accepted',
      openContract: 'Open the contract',
    },
  },
} satisfies BaseTranslation;
