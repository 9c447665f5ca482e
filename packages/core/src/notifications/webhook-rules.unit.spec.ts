import { describe, expect, it } from 'vitest';
import { addressAllowed, classifyAddress, webhookUrlRefusal } from './webhook-rules';

describe('an address class', () => {
  it.each<[string, string]>([
    ['93.184.216.34', 'public'],
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link_local'],
    ['0.0.0.0', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'reserved'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['fd00::1', 'private'],
    ['fc00::1', 'private'],
    ['ff02::1', 'reserved'],
    ['2606:2800:220:1:248:1893:25c8:1946', 'public'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'link_local'],
    ['::ffff:8.8.8.8', 'public'],
    ['[::1]', 'loopback'],
    ['example.org', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1:2:3', 'invalid'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });
});

describe('whether an address may be reached', () => {
  it.each<[string, boolean, boolean]>([
    ['93.184.216.34', false, true],
    ['127.0.0.1', false, false],
    ['127.0.0.1', true, true],
    ['10.0.0.1', true, true],
    ['169.254.169.254', true, false],
    ['fe80::1', true, false],
    ['0.0.0.0', true, false],
  ])('%s (allow private %s): %s', (address, allowPrivate, expected) => {
    expect(addressAllowed(address, allowPrivate)).toBe(expected);
  });
});

describe('a webhook URL', () => {
  it.each<[string, boolean, string | null]>([
    ['https://hooks.example.org/eqa', false, null],
    ['http://hooks.example.org/eqa', false, 'webhook_url_not_https'],
    ['http://127.0.0.1:9000/eqa', true, null],
    ['ftp://hooks.example.org', true, 'webhook_url_invalid'],
    ['not a url', false, 'webhook_url_invalid'],
    ['https://user:pw@hooks.example.org', false, 'webhook_url_invalid'],
  ])('%s (allow private %s): %s', (url, allowPrivate, expected) => {
    expect(webhookUrlRefusal(url, allowPrivate)).toBe(expected);
  });
});
