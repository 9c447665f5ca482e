import { connect, type Socket } from 'node:net';

/** A request as the open loop sends it. */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  body: string;
  /** The body's length as sent (compressed bodies are not decoded: a browser does that on its own machine). */
  bytes: number;
}

/**
 * One keep-alive HTTP/1.1 connection that sends one request at a time and reads its answer: the
 * request written as one string, the answer parsed only as far as its status line, its length
 * (Content-Length or chunked) and its body. What autocannon does for its closed loop, so that the
 * open loop costs the load generator about as little CPU as autocannon does (node:http's client
 * cost it ~2.5 × as much, on two cores shared with the server and PostgreSQL).
 */
export class RawHttpConnection {
  private readonly socket: Socket;
  private readonly hostHeader: string;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (response: RawResponse) => void; reject: (error: Error) => void } | null = null;
  private failed: Error | null = null;
  private lastUsed = performance.now();

  constructor(url: URL) {
    this.hostHeader = url.host;
    this.socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.parse();
    });
    const fail = (error: Error) => {
      this.failed = error;
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.reject(error);
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed')));
  }

  /**
   * False once the connection failed or closed, or when it has been idle for `maxIdleMs`: the
   * server may be closing it (node's keep-alive timeout, 5 s), so a client opens a new one, as
   * undici does 1 s before the timeout the server announces.
   */
  usable(maxIdleMs: number): boolean {
    return this.failed === null && this.waiting === null && performance.now() - this.lastUsed < maxIdleMs;
  }

  send(request: RawRequest): Promise<RawResponse> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.waiting) return Promise.reject(new Error('a request is already running on this connection'));
    let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\nconnection: keep-alive\r\n`;
    for (const [name, value] of Object.entries(request.headers)) head += `${name}: ${value}\r\n`;
    const body = request.body ?? '';
    if (body !== '' || request.method !== 'GET') head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(`${head}\r\n${body}`);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  /** Answers the waiting request once its whole response is buffered. */
  private parse(): void {
    if (!this.waiting) return;
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const status = Number(head.slice(9, 12));
    const bodyStart = headEnd + 4;
    const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body: string;
    let consumed: number;
    let bytes: number;
    if (status === 304 || status === 204) {
      body = '';
      bytes = 0;
      consumed = bodyStart;
    } else if (lengthMatch) {
      const length = Number(lengthMatch[1]);
      if (this.buffered.length < bodyStart + length) return;
      body = this.buffered.toString('utf8', bodyStart, bodyStart + length);
      bytes = length;
      consumed = bodyStart + length;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const chunked = readChunked(this.buffered, bodyStart);
      if (!chunked) return;
      ({ body, consumed, bytes } = chunked);
    } else {
      this.socket.destroy(new Error(`an answer without a length: ${head.split('\r\n')[0] ?? ''}`));
      return;
    }
    this.buffered = this.buffered.subarray(consumed);
    const waiting = this.waiting;
    this.waiting = null;
    this.lastUsed = performance.now();
    waiting.resolve({ status, body, bytes });
  }
}

/** A chunked body from `start`, or null while it is not complete. */
function readChunked(buffer: Buffer, start: number): { body: string; consumed: number; bytes: number } | null {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    const dataStart = lineEnd + 2;
    if (size === 0) {
      // no trailers are sent by the servers measured here: the last chunk ends with an empty line
      if (buffer.length < dataStart + 2) return null;
      const data = Buffer.concat(parts);
      return { body: data.toString('utf8'), consumed: dataStart + 2, bytes: data.length };
    }
    if (buffer.length < dataStart + size + 2) return null;
    parts.push(buffer.subarray(dataStart, dataStart + size));
    at = dataStart + size + 2;
  }
}
