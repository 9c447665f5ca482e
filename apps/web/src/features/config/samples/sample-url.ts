/** A sample's web address: empty, or an http(s) URL. */
export function isValidSampleUrl(text: string): boolean {
  const value = text.trim();
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
