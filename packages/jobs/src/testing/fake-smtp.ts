import { createServer, type Server, type Socket } from 'node:net';

/**
 * A minimal SMTP server for tests: answers the greeting, EHLO, MAIL, RCPT and DATA, and counts the
 * messages it accepted. It listens on a port the system picks, which another test process may just
 * have used as a "closed" port and still try: a test tells its own messages by their content
 * (`ownedBy`), not by counts. With `stall` it takes a message's data and never answers it (a server that
 * hangs mid-send), so a test can kill the sender while it waits.
 */
export interface FakeSmtp {
  url: string;
  /** Messages accepted (answered 250 after their data). */
  accepted: string[];
  /** The data of the messages that arrived while stalling (answered after stallMs, or never), in order. */
  stalledMessages: string[];
  /** From now on answer every message at once (true), or hang on the next ones (false). */
  setStall(stall: boolean): void;
  /** Ends every connection and stops listening. */
  close(): Promise<void>;
}

export async function startFakeSmtp(options: { stall?: boolean; stallMs?: number } = {}): Promise<FakeSmtp> {
  let stall = options.stall ?? false;
  const sockets = new Set<Socket>();
  const state: FakeSmtp = {
    url: '',
    accepted: [],
    stalledMessages: [],
    setStall: (value) => (stall = value),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('220 fake.smtp ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let data = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (stall) {
            state.stalledMessages.push(data);
            if (options.stallMs === undefined) return;
            const message = data;
            setTimeout(() => {
              state.accepted.push(message);
              if (!socket.destroyed) socket.write('250 2.0.0 queued\r\n');
            }, options.stallMs);
          } else {
            state.accepted.push(data);
            socket.write('250 2.0.0 queued\r\n');
          }
          data = '';
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new TypeError('no port');
  state.url = `smtp://127.0.0.1:${address.port}`;
  return state;
}

/** The messages of one outbox row (its X-EQA-Outbox-Id header), among those a fake server took. */
export function ownedBy(messages: readonly string[], outboxId: number): string[] {
  const header = new RegExp(`^X-EQA-Outbox-Id: ${outboxId}\r?$`, 'im');
  return messages.filter((message) => header.test(message));
}
