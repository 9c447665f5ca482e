import { foldSearchText } from '../platform/search-text';

/**
 * Case- and accent-insensitive substring match ('glükóz' finds 'GLUKOZ'), through the platform's
 * foldSearchText so the browser, the server and the database fold the same way. An empty query
 * matches everything.
 */
export function matchesSearchText(text: string, query: string): boolean {
  const folded = foldSearchText(query);
  return folded.length === 0 || foldSearchText(text).includes(folded);
}
