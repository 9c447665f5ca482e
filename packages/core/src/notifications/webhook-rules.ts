/**
 * Which addresses a webhook may reach (issue 34, SSRF): never loopback, private, link-local (cloud
 * metadata), unique-local, multicast or unspecified ones; WEBHOOK_ALLOW_PRIVATE allows private and
 * loopback ones (tests, demo), never link-local. Pure: the caller resolves the host.
 */

export type AddressClass = 'public' | 'private' | 'loopback' | 'link_local' | 'reserved' | 'invalid';

function ipv4Parts(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  const numbers = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : NaN));
  return numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 255) ? numbers : null;
}

function classifyIpv4(p: number[]): AddressClass {
  const [a = 0, b = 0] = p;
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)) return 'private';
  if (a === 169 && b === 254) return 'link_local';
  if (a === 0 || a >= 224) return 'reserved';
  return 'public';
}

/** Expands an IPv6 text into its eight 16-bit groups (null when it is none). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(text) || !text.includes(':')) return null;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = ipv4Parts(last);
    if (!v4) return null;
    text = `${text.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const given = head.length + rest.length;
  if ([...head, ...rest].some((n) => Number.isNaN(n))) return null;
  if (halves.length === 1 && given !== 8) return null;
  if (halves.length === 2 && given > 7) return null;
  const zeros = halves.length === 2 ? new Array<number>(8 - given).fill(0) : [];
  return [...head, ...zeros, ...rest];
}

/** The class of an IP address text (v4 or v6; IPv4-mapped v6 addresses count as their v4 address). */
export function classifyAddress(address: string): AddressClass {
  const v4 = ipv4Parts(address);
  if (v4) return classifyIpv4(v4);
  const g = ipv6Groups(address);
  if (!g || g.length !== 8) return 'invalid';
  const first = g[0]!;
  if (g.slice(0, 5).every((n) => n === 0) && g[5] === 0xffff) return classifyIpv4([g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255]);
  if (g.every((n) => n === 0)) return 'reserved';
  if (g.slice(0, 7).every((n) => n === 0) && g[7] === 1) return 'loopback';
  if ((first & 0xffc0) === 0xfe80) return 'link_local';
  if ((first & 0xfe00) === 0xfc00) return 'private';
  if ((first & 0xff00) === 0xff00) return 'reserved';
  return 'public';
}

/** Whether a resolved address may be reached (link-local never; private and loopback only when allowed). */
export function addressAllowed(address: string, allowPrivate: boolean): boolean {
  const kind = classifyAddress(address);
  if (kind === 'public') return true;
  return allowPrivate && (kind === 'private' || kind === 'loopback');
}

/** Why a webhook URL is refused before any lookup (null when its form is fine): https only unless private targets are allowed. */
export function webhookUrlRefusal(url: string, allowPrivate: boolean): 'webhook_url_invalid' | 'webhook_url_not_https' | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'webhook_url_invalid';
  }
  if (parsed.username || parsed.password) return 'webhook_url_invalid';
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && allowPrivate) return null;
  return parsed.protocol === 'http:' ? 'webhook_url_not_https' : 'webhook_url_invalid';
}
