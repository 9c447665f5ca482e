import { createServer, type Server } from 'node:http';
import type { Express } from 'express';

/** Starts the app on `port` (0: any free one) and `host`, answering once it listens (rejects when it cannot). */
export function listenExpress(app: Express, port: number, host?: string): Promise<Server> {
  const server = createServer(app);
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
