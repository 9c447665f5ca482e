import { IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createExpressServer, listenExpress } from './express-server';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function echoApp(): Express {
  const app = express();
  app.use(express.json());
  app.post('/items/:id', (req, res) => {
    res.status(201).json({ id: req.params.id, path: req.path, query: req.query, body: req.body as unknown, ip: req.ip });
  });
  return app;
}

describe('createExpressServer', () => {
  it("makes each request's objects with the app's prototypes before express sees them", async () => {
    const app = echoApp();
    const server = createExpressServer(app);
    servers.push(server);
    const seen: boolean[] = [];
    // runs before the app (the server's first 'request' listener), which re-parents plain objects
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
      seen.push(req instanceof IncomingMessage, res instanceof ServerResponse);
      seen.push(req.constructor === IncomingMessage, res.constructor === ServerResponse);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

    const response = await fetch(`${urlOf(server)}/items/7?x=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":[1,2]}' });

    expect(seen).toEqual([true, true, true, true, true, true]);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: '7', path: '/items/7', query: { x: '1' }, body: { a: [1, 2] }, ip: '127.0.0.1' });
  });

  it('serves express as before: headers, errors, keep-alive requests one after the other', async () => {
    const app = express();
    app.get('/ok', (_req, res) => void res.set('x-test', 'yes').type('text/plain').send('fine'));
    app.get('/fail', () => {
      throw new Error('boom');
    });
    const server = await listenExpress(app, 0, '127.0.0.1');
    servers.push(server);

    for (let i = 0; i < 3; i++) {
      const ok = await fetch(`${urlOf(server)}/ok`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-test')).toBe('yes');
      expect(await ok.text()).toBe('fine');
    }
    expect((await fetch(`${urlOf(server)}/fail`)).status).toBe(500);
    expect((await fetch(`${urlOf(server)}/missing`)).status).toBe(404);
  });

  it('listenExpress fails when the port is taken', async () => {
    const first = await listenExpress(echoApp(), 0, '127.0.0.1');
    servers.push(first);
    const port = (first.address() as AddressInfo).port;
    await expect(listenExpress(echoApp(), port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
