/** 'empty_surveys_only' → 'emptySurveysOnly'; camelCase keys stay as they are. */
export function snakeToCamel(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
}

/**
 * REST clients send snake_case query keys (spec 1 §7 "query keys are converted to snake case");
 * the procedures' inputs are camelCase. Rewrites the query string of a request URL accordingly.
 */
export function camelizeQueryString(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  const out = new URLSearchParams();
  for (const [key, value] of params) out.append(snakeToCamel(key), value);
  const query = out.toString();
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}
