import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from './app';
import { startTestServer, type TestServer } from './testing/test-server';

/** Security headers, caching and compression as a browser and a proxy see them (docs/decisions/http-hardening.md). */
let server: TestServer;
let httpsServer: TestServer;
let webDist: string;
/** Large enough for the compression threshold (1 KiB). */
const BUNDLE = `console.log(${JSON.stringify('eqa '.repeat(4_000))});`;
const PRECOMPRESSED_BR = brotliCompressSync(BUNDLE, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'eqa-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>EQA</title><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script>');
  await writeFile(join(webDist, 'assets', 'app-1a2b3c.js'), BUNDLE);
  await writeFile(join(webDist, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  // the build's precompressed twins (vite-plugin-compression2)
  await writeFile(join(webDist, 'assets', 'chunk-9f8e7d.js'), BUNDLE);
  await writeFile(join(webDist, 'assets', 'chunk-9f8e7d.js.br'), PRECOMPRESSED_BR);
  await writeFile(join(webDist, 'assets', 'chunk-9f8e7d.js.gz'), gzipSync(BUNDLE, { level: 9 }));
  server = await startTestServer({ settings: { publicUrl: 'http://localhost:3000' }, webDistDir: webDist });
  httpsServer = await startTestServer({ settings: { publicUrl: 'https://eqa.example.org' }, webDistDir: webDist });
});
afterAll(async () => {
  await server?.close();
  await httpsServer?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name!, values]));
}

describe('security headers', () => {
  it('the page and the API carry a CSP without inline or foreign script, no framing, nosniff and no referrer', async () => {
    for (const path of ['/labs/1/surveys', '/api/v1/config', '/healthz']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('HSTS only when the public origin is https', async () => {
    expect((await fetch(`${server.url}/login`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${httpsServer.url}/login`)).headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});

describe('caching', () => {
  it('API answers are never stored (REST and tRPC); hashed assets are immutable', async () => {
    expect((await fetch(`${server.url}/api/v1/config`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.url}/trpc/platform.config`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.url}/api/v1/nope`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.url}/assets/app-1a2b3c.js`)).headers.get('cache-control')).toContain('immutable');
  });

  it('source maps are not served, even where the build left them', async () => {
    const map = await fetch(`${server.url}/assets/app-1a2b3c.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret');
  });
});

describe('compression', () => {
  it('the bundle and JSON go out compressed when the client accepts it', async () => {
    const brotli = await fetch(`${server.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(BUNDLE);
    const gzip = await fetch(`${server.url}/api/v1/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await gzip.json()) as object).toHaveProperty('openapi');
    const plain = await fetch(`${server.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('tRPC answers go out whole: a small one plain with its length, one above the threshold compressed', async () => {
    const echo = (message: string) =>
      fetch(`${server.url}/trpc/platform.echo?input=${encodeURIComponent(JSON.stringify({ json: { message } }))}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const small = await echo('ping');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('transfer-encoding')).toBeNull();
    const text = await small.text();
    expect(Number(small.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toEqual({ result: { data: { json: { message: 'ping' } } } });

    const long = 'x'.repeat(COMPRESSION_THRESHOLD_BYTES + 100);
    const large = await echo(long);
    expect(large.headers.get('content-encoding')).toBe('br');
    expect(((await large.json()) as { result: { data: { json: { message: string } } } }).result.data.json.message).toBe(long);
  });

  it('serves the precompressed files of the build by negotiation, immutable, with the script type', async () => {
    const brotli = await fetch(`${server.url}/assets/chunk-9f8e7d.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(Number(brotli.headers.get('content-length'))).toBe(PRECOMPRESSED_BR.length);
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await brotli.text()).toBe(BUNDLE);
    const gzip = await fetch(`${server.url}/assets/chunk-9f8e7d.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(BUNDLE);
  });
});

describe('client address', () => {
  it('believes X-Forwarded-For from loopback only by default, not from a private-network peer', async () => {
    const { createApp } = await import('./app');
    const app = createApp({ db: server.db, checkReady: server.checkReady, jobs: server.jobs, settings: (await import('@eqa/api')).defaultApiSettings(), caches: (await import('@eqa/api')).createCaches(), webDistDir: webDist });
    const trusts = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    expect(trusts('127.0.0.1', 0)).toBe(true);
    expect(trusts('::1', 0)).toBe(true);
    expect(trusts('10.1.2.3', 0)).toBe(false);
    expect(trusts('192.168.0.10', 0)).toBe(false);
    expect(trusts('172.18.0.5', 0)).toBe(false);
  });
});
