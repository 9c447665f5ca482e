/** A dimension id: English snake_case, starting with a letter (spec 3 §2, e.g. yes_no). */
export const DIMENSION_ID_PATTERN = /^[a-z][a-z0-9_]*$/;
export const DIMENSION_ID_MAX_LENGTH = 64;

/**
 * Derives a dimension id from its name (spec 3 §5): lower-cases, strips accents and replaces spaces
 * with underscores — 'Módszer neve' → 'modszer_neve'. Beyond the spec, so the id is always valid:
 * runs of whitespace, dashes and slashes become one underscore, any other character is dropped,
 * leading digits/underscores and trailing underscores are removed.
 */
export function deriveDimensionId(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/đ/g, 'd')
    .trim()
    .replace(/[\s\-/]+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^[0-9_]+/, '')
    .replace(/_+$/, '')
    .slice(0, DIMENSION_ID_MAX_LENGTH);
}

export function isValidDimensionId(id: string): boolean {
  return id.length <= DIMENSION_ID_MAX_LENGTH && DIMENSION_ID_PATTERN.test(id);
}
