import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { startTestServer, type TestServer } from './testing/test-server';

/**
 * Issue 30 (1): GET /api/v1/openapi.json kept one ~850 KB document per Host header in a map that
 * never shrank, and its `servers` echoed whatever host the caller sent. The document is built once;
 * its server URL is PUBLIC_URL's.
 */
const PUBLIC_URL = 'https://eqa.example.org';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ settings: { publicUrl: PUBLIC_URL } });
});
afterAll(async () => {
  await server?.close();
});

/** GET with a Host header of the caller's choosing (fetch does not let a caller set Host). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { host, 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/v1/openapi.json', () => {
  it("names PUBLIC_URL's API as its server, whatever Host the caller sends, and answers the same document to every host", async () => {
    const answers = [];
    for (const host of ['attacker.example.com', 'a1.attacker.example.com:8080', 'localhost', '[::1]:1']) {
      const answer = await getWithHost('/api/v1/openapi.json', host);
      expect(answer.status).toBe(200);
      expect(answer.body.includes('attacker'), `the document for Host ${host} names it`).toBe(false);
      answers.push(answer.body);
    }
    const document = JSON.parse(answers[0]!) as { servers: Array<{ url: string }>; paths: Record<string, unknown> };
    expect(document.servers).toEqual([{ url: `${PUBLIC_URL}/api/v1` }]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps no document per host: a hundred hosts leave the heap as it was', async () => {
    await getWithHost('/api/v1/openapi.json', 'warm.example.com');
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 100; i += 1) expect((await getWithHost('/api/v1/openapi.json', `h${i}.example.com`)).status).toBe(200);
    // one document is ~3.5 MB of objects: a hundred kept would be ~350 MB; garbage not yet collected stays well below
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(150 * 1024 * 1024);
  }, 120_000);
});
