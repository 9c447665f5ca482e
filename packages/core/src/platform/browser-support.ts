import { MIN_BROWSER_VERSIONS } from './constants';

export type SupportedBrowser = keyof typeof MIN_BROWSER_VERSIONS;

export interface DetectedBrowser {
  name: SupportedBrowser;
  /** Major version. */
  version: number;
}

/**
 * The browser family and major version from a user-agent string, for the outdated-browser warning
 * (spec 1 §5). Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
 * Returns null for browsers the rule does not know (they get no warning).
 */
export function detectBrowser(userAgent: string): DetectedBrowser | null {
  const rules: Array<[SupportedBrowser, RegExp]> = [
    ['edge', /\b(?:Edg|Edge|EdgA|EdgiOS)\/(\d+)/],
    ['opera', /\b(?:OPR|OPiOS)\/(\d+)/],
    ['firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
    ['chrome', /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/],
  ];
  for (const [name, pattern] of rules) {
    const match = pattern.exec(userAgent);
    if (match?.[1]) return { name, version: Number(match[1]) };
  }
  // Presto-era Opera: "Opera/9.80 … Version/12.16"
  if (/\bOpera\b/.test(userAgent)) {
    const version = /\bVersion\/(\d+)/.exec(userAgent)?.[1];
    return version ? { name: 'opera', version: Number(version) } : null;
  }
  if (/\bSafari\//.test(userAgent)) {
    const version = /\bVersion\/(\d+)/.exec(userAgent)?.[1];
    return version ? { name: 'safari', version: Number(version) } : null;
  }
  return null;
}

/** True when the user agent is a known browser older than the supported minimum. */
export function isOutdatedBrowser(userAgent: string): boolean {
  const browser = detectBrowser(userAgent);
  return browser !== null && browser.version < MIN_BROWSER_VERSIONS[browser.name];
}
