/** Business constants of spec 3 §9 (administration). */

/** Product types (spec 3 §9). */
export const PRODUCT_TYPES = ['survey', 'external_survey', 'certificate'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Survey list filters of the configuration side (spec 3 §9). */
export const SURVEY_CONFIG_FILTERS = ['inProgress', 'notEvaluatedSurveys', 'proposal'] as const;
export type SurveyConfigFilter = (typeof SURVEY_CONFIG_FILTERS)[number];
/** The filter the surveys list starts with when none is saved (spec 3 §4). */
export const DEFAULT_SURVEY_CONFIG_FILTER: SurveyConfigFilter = 'inProgress';

/** Unit list sort options (spec 3 §9). */
export const UNIT_SORT_OPTIONS = ['alphabet', 'default'] as const;
export type UnitSortOption = (typeof UNIT_SORT_OPTIONS)[number];

/** Dimension list order options (spec 3 §9 "Order options"). */
export const DIMENSION_ORDER_OPTIONS = ['alphabet', 'ordinal'] as const;
export type DimensionOrderOption = (typeof DIMENSION_ORDER_OPTIONS)[number];

/** Satellite connection of a lab (spec 3 §9). */
export const SATELLITE_CONNECTIONS = ['parent_lab', 'child_lab'] as const;
export type SatelliteConnectionKind = (typeof SATELLITE_CONNECTIONS)[number];

/** Allowed upload types of a document dimension (spec 3 §2). */
export const DIMENSION_MEDIA_TYPES = ['word', 'pdf', 'jpeg', 'png', 'image'] as const;
export type DimensionMediaTypeOption = (typeof DIMENSION_MEDIA_TYPES)[number];

/** The kinds of values a dimension holds that can be added and removed (spec 3 §7 values/{type}). */
export const DIMENSION_VALUE_KINDS = ['nominal', 'composite'] as const;
export type DimensionValueKind = (typeof DIMENSION_VALUE_KINDS)[number];

/** Roles of a dimension on a parameter. */
export const PARAMETER_DIMENSION_ROLES = ['result', 'context'] as const;
export type ParameterDimensionRoleKind = (typeof PARAMETER_DIMENSION_ROLES)[number];

/** Copy status poll while a product copy runs, and the first check after starting it (spec 3 §9). */
export const PRODUCT_COPY_POLL_MS = 5000;
export const PRODUCT_COPY_FIRST_CHECK_MS = 1000;

/** Scheme version defaults and limits (spec 3 §9). */
export const DEFAULT_SIGNIFICANT_DIFF_WARNING_DAYS = 3;
export const MIN_CERTIFICATE_EXPIRY_MONTHS = 1;

/** Accreditation end dates before this year display as empty (spec 3 §5). */
export const ACCREDITATION_MIN_DISPLAY_YEAR = 1900;
