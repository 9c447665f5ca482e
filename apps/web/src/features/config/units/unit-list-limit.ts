/** Units are few; the list asks for all of them at once. */
export const UNIT_LIST_LIMIT = 200;
