import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { Jobs } from '@eqa/jobs';
import { createContractRoutes } from '../../http/contract-routes';
import { listenExpress } from '../../http/express-server';
import { defaultApiSettings, type ApiSettings } from '../../settings';

/**
 * The contract download routes (createContractRoutes) at /api/v1 on a port of their own, for the
 * contracts tests: the API test app (testing/test-app.ts) mounts the other plain routes but not
 * these yet. Tests only.
 */
export async function startContractRoutes(db: Kysely<DB>, jobs: Jobs, settings: Partial<ApiSettings>): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.use('/api/v1', createContractRoutes({ db, jobs, settings: defaultApiSettings(settings) }));
  const server: Server = await listenExpress(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}

/** GET of a binary route under /api/v1: status, headers and the raw bytes. */
export async function download(base: { url: string }, path: string, token?: string) {
  const response = await fetch(`${base.url}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: () => JSON.parse(bytes.toString('utf8')) as { error: { message: string; param?: string; type: string } },
  };
}
