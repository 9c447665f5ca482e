/** A {placeholder} of a text: its name, an optional type ({count:number}) and formatters ({d|date}); not a {{plural|part}}. */
const PLACEHOLDER = /(?<!\{)\{([A-Za-z_]\w*)(?::\w+)?(?:\|[^{}]*)?\}(?!\})/g;

/** The names of a text's placeholders, each once ('Open {name}' → ['name']). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** True when `params` has a value for every placeholder of `text` (a text without any needs none). */
export function hasEveryPlaceholder(text: string, params: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return placeholdersOf(text).every((name) => params !== null && params !== undefined && params[name] !== undefined && params[name] !== null);
}

/** The text with its placeholders replaced by `params` (as written, unformatted); for log and developer sentences. */
export function fillPlaceholders(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}
