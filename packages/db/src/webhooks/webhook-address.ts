import { lookup } from 'node:dns/promises';
import { addressAllowed, classifyAddress } from '@eqa/core';

/**
 * The addresses a webhook URL's host resolves to, each checked (core addressAllowed): every one must
 * be allowed, so a name with one private address among public ones is refused. Answers the first
 * address to connect to, or why not: 'unresolved' or 'private'. Run when registering AND when
 * sending (a name may change what it resolves to).
 */
export async function resolveWebhookHost(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: 4 | 6 } | 'unresolved' | 'private'> {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  let addresses: Array<{ address: string; family: number }>;
  if (classifyAddress(host) !== 'invalid') addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      return 'unresolved';
    }
  }
  if (addresses.length === 0) return 'unresolved';
  if (!addresses.every((a) => addressAllowed(a.address, allowPrivate))) return 'private';
  const first = addresses[0];
  if (!first) return 'unresolved';
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
