import { IncomingMessage, ServerResponse, createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * An HTTP server for an express app whose requests and responses are BORN with the app's
 * prototypes (`app.request`, `app.response`), instead of node's plain IncomingMessage and
 * ServerResponse that express re-parents with `Object.setPrototypeOf` at the start of every request
 * (application.js `handle`). Same objects, same prototype chain (node's classes stay under express's
 * methods: `instanceof`, `constructor` unchanged); express's own setPrototypeOf becomes a no-op.
 *
 * Why: re-parenting each request's two objects is slow in V8, and it made a request's garbage
 * outlive the young generation: in the server under load a quarter of everything a request
 * allocated survived its scavenge and was promoted, ~7 ms pauses several times a second, and a
 * bare express app answered 3.4 × fewer requests per second than with this server
 * (docs/decisions/result-saves-performance.md, "Session 10").
 */
export function createExpressServer(app: Express): Server {
  // node's http classes are ES5 constructors: called on an object made from express's prototypes
  function AppRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}

/** Starts the app on `port` (0: any free one) and `host`, answering once it listens. */
export function listenExpress(app: Express, port: number, host?: string): Promise<Server> {
  const server = createExpressServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const listening = () => {
      server.off('error', reject);
      resolve(server);
    };
    if (host === undefined) server.listen(port, listening);
    else server.listen(port, host, listening);
  });
}
