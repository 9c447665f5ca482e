/** The line naming the portal, per recipient language (English for any other). */
const PORTAL_LINE: Record<string, string> = { en: 'EQA portal', hu: 'EQA portál' };

/**
 * Every e-mail carries a link to the portal (issue 33): a mail whose text has none gets a closing
 * line with the public origin (PUBLIC_URL, never the request's Host) in the recipient's language.
 */
export function withPortalLink(textBody: string, origin: string, locale: string): string {
  const url = `${origin.replace(/\/+$/, '')}/`;
  if (textBody.includes(origin)) return textBody;
  return `${textBody.replace(/\s+$/, '')}\n\n-- \n${PORTAL_LINE[locale] ?? PORTAL_LINE.en}: ${url}\n`;
}
