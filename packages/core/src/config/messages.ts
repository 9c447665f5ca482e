/**
 * Message codes of the configuration rules (spec 3 §5) beyond the field messages of §8: i18n keys
 * the server sends as the error's `type` (with `params` where the text names a value) and the web
 * translates in en and hu (docs/decisions/web-messages.md "Server codes, never server sentences").
 */
export const CONFIG_MESSAGES = {
  mediaTypeDocumentOnly: 'config.dimensions.mediaTypeDocumentOnly',
  unitNumericOnly: 'config.dimensions.unitNumericOnly',
  multipleValuesNominalOnly: 'config.dimensions.multipleValuesNominalOnly',
  negativeNumericOnly: 'config.dimensions.negativeNumericOnly',
  unknownComponent: 'config.dimensions.components.unknown',
  ownComponent: 'config.dimensions.components.self',
  compositeComponent: 'config.dimensions.components.composite',
  componentPresent: 'config.dimensions.components.present',
  schemeLocked: 'config.schemeVersions.schemeLocked',
  /** params: { id } of the dimension the parameter does not have */
  noResultDimension: 'config.schemeVersions.parameters.noResultDimension',
  /** params: { id } of the dimension the parameter does not have */
  noContextDimension: 'config.schemeVersions.parameters.noContextDimension',
  roundYearReadOnly: 'config.rounds.readOnly',
  surveyEndBeforeStart: 'config.rounds.dates.endBeforeStart',
  /** params: { endsAt } the survey's end (calendar day) */
  surveyDeadlineAfterEnd: 'config.rounds.dates.deadlineAfterEnd',
  accreditationDateRequired: 'config.schemes.accreditations.dateRequired',
  accreditationEndBeforeStart: 'config.schemes.accreditations.endBeforeStart',
  ownSatellite: 'config.labProfile.satellites.self',
  alreadySatellite: 'config.labProfile.satellites.alreadySatellite',
  coreLabSatellite: 'config.labProfile.satellites.hasSatellites',
  productTypeLocked: 'config.products.dialog.typeLocked',
  surveysForSurveyProductsOnly: 'config.products.dialog.surveysForSurveyOnly',
  roundsNotForSurveyProducts: 'config.products.dialog.roundsNotForSurvey',
  paperForSurveyProductsOnly: 'config.products.dialog.paperForSurveyOnly',
  priceVariantRequired: 'config.products.dialog.variantRequired',
  priceVariantNotAllowed: 'config.products.dialog.variantNotAllowed',
} as const;
export type ConfigMessageKey = (typeof CONFIG_MESSAGES)[keyof typeof CONFIG_MESSAGES];
