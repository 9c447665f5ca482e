/**
 * Message codes of the refusals the api services throw themselves (an unknown reference, a value
 * out of range, a change the data does not allow): i18n keys the server sends as the error's `type`
 * (with `params` where the text names a value) and the web translates in en and hu
 * (docs/decisions/web-messages.md "Refusals of the api services"). Texts that say the same as a
 * configuration rule reuse its code (CONFIG_MESSAGES).
 */
export const API_MESSAGES = {
  unknownParameter: 'config.refusals.unknownParameter',
  unknownParameterGroup: 'config.refusals.unknownParameterGroup',
  /** params: { id } of the dimension */
  unknownDimension: 'config.refusals.unknownDimension',
  unknownDimensionValue: 'config.refusals.unknownDimensionValue',
  unknownUnit: 'config.refusals.unknownUnit',
  unknownScheme: 'config.refusals.unknownScheme',
  unknownSchemeVersion: 'config.refusals.unknownSchemeVersion',
  unknownRound: 'config.refusals.unknownRound',
  unknownSurvey: 'config.refusals.unknownSurvey',
  unknownLab: 'config.refusals.unknownLab',
  unknownProductGroup: 'config.refusals.unknownProductGroup',
  unknownProductVariant: 'config.refusals.unknownProductVariant',
  unknownProductOption: 'config.refusals.unknownProductOption',
  unknownLocale: 'config.refusals.unknownLocale',
  mustBePositive: 'config.refusals.mustBePositive',
  /** params: { min } */
  atLeast: 'config.refusals.atLeast',
  negativeOrdinal: 'config.refusals.negativeOrdinal',
  negativePrice: 'config.refusals.negativePrice',
  parameterInSchemeVersion: 'config.refusals.parameterInSchemeVersion',
  /** params: { id } of the dimension */
  parameterHasDimension: 'config.refusals.parameterHasDimension',
  parameterLacksDimension: 'config.refusals.parameterLacksDimension',
  parametersLackDimension: 'config.refusals.parametersLackDimension',
  valuesNominalOnly: 'config.refusals.valuesNominalOnly',
  evaluationUnitNumericOnly: 'config.refusals.evaluationUnitNumericOnly',
  keepOneValue: 'config.refusals.keepOneValue',
  valueKindNotOfType: 'config.refusals.valueKindNotOfType',
  syncNominalOnly: 'config.refusals.syncNominalOnly',
  noNominalValues: 'config.refusals.noNominalValues',
  noSatellitesToRemove: 'config.refusals.noSatellitesToRemove',
  /** params: { year } of the survey, { productYear } */
  surveyOfOtherYear: 'config.refusals.surveyOfOtherYear',
  /** params: { year } of the round, { productYear } */
  roundOfOtherYear: 'config.refusals.roundOfOtherYear',
  currencyNotOfOrg: 'config.refusals.currencyNotOfOrg',
  countryNotOfOrg: 'config.refusals.countryNotOfOrg',
  /** params: { shortName, year } */
  productNameTaken: 'config.refusals.productNameTaken',
  /** params: { year } that has no products */
  noProductsToCopy: 'config.refusals.noProductsToCopy',
  surveySchemeVersionLocked: 'config.refusals.surveySchemeVersionLocked',
  ownMerge: 'config.refusals.ownMerge',
  surveyNotOfRound: 'config.refusals.surveyNotOfRound',
  roundWithoutSurveys: 'config.refusals.roundWithoutSurveys',
  conversionExists: 'config.refusals.conversionExists',
  notRegenerable: 'config.refusals.notRegenerable',
  valueTypeLocked: 'config.dimensions.valueTypeLocked',
  invalidDimensionId: 'config.dimensions.invalidId',
  satelliteHasNoSatellites: 'config.labProfile.satellites.childLab',
  wrongCurrentPassword: 'passwordChange.invalidCurrentPassword',
  wrongValidationPassword: 'validationPasswordChange.invalidCurrentPassword',
  generatedDocumentName: 'invoices.refusals.generatedDocumentName',
  unknownInvoiceDocument: 'invoices.refusals.unknownDocument',
} as const;
export type ApiMessageKey = (typeof API_MESSAGES)[keyof typeof API_MESSAGES];
