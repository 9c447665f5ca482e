/** The range of an int4 column (ids, counts, versions, months, days). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * The message code (i18n key) of a number an input field cannot hold: beyond its column (int4, the
 * money column numeric(14,2)). Issue 30: such numbers reached rules that threw (a 500) or the
 * database (a 422 without the field).
 */
export const NUMBER_OUT_OF_RANGE = 'value.numberOutOfRange';
