import { request } from 'node:http';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Clock, TContractInput } from '@eqa/core';
import type { TBotCheckChallenge } from '../../../services/altcha/get-challenge.types';
import { rest, type TestApp } from '../../../testing/test-app';

/** A wall clock the test moves (starts at the real time: altcha-lib checks expiry against it too). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  reset(): void;
}

export function movableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

/** Asks for a challenge over REST and solves it as the widget does: the payload of `reCaptchaResponse`. */
export async function solveBotCheck(app: Pick<TestApp, 'url'>): Promise<string> {
  const response = await rest<TBotCheckChallenge>(app, 'GET', '/altcha/challenge');
  if (response.status !== 200) throw new Error(`no challenge: ${response.status} ${JSON.stringify(response.body)}`);
  const challenge = response.body;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A Hungarian laboratory's contract for `year` that every contract rule accepts. */
export function validContract(year: number, overrides: Partial<TContractInput> = {}): TContractInput {
  const address = { city: 'Szeged', address: 'Tisza Lajos krt. 1', zipCode: '6720', countryId: 'HU' };
  return {
    year,
    name: 'Tisza Clinical Laboratory',
    laboratoryHeadFullName: 'Dr. Kovács Anna',
    address,
    contact: { phone: '+36 62 555 0101', emails: ['labor@tisza.example.org'] },
    contactName: 'Tisza Clinical Laboratory',
    contactResponsibleFullName: 'Nagy Péter',
    contactAddress: address,
    furtherContact: { phone: '+36 62 555 0102', emails: ['minoseg@tisza.example.org'] },
    deliveryName: 'Tisza Clinical Laboratory',
    deliveryResponsibleFullName: null,
    deliveryAddress: address,
    deliveryContact: { phone: null, emails: ['atvetel@tisza.example.org'] },
    invoiceName: 'Tisza Kft.',
    invoiceAddress: address,
    invoiceContact: { phone: '+36 62 555 0103', emails: ['szamla@tisza.example.org'] },
    bankAccountNumber: null,
    vatNumber: null,
    groupIdentificationNumber: null,
    notificationEmails: [],
    invoiceFormat: 'electronic',
    termsAccepted: true,
    ...overrides,
  };
}

/**
 * A JSON call to /api/v1 with a Host header of the caller's choosing (fetch always sends the real
 * one): what a forged Host or a misconfigured proxy sends.
 */
export function restWithHost<T = unknown>(
  app: Pick<TestApp, 'url'>,
  method: string,
  path: string,
  options: { host: string; token?: string; body?: unknown },
): Promise<{ status: number; body: T }> {
  const url = new URL(`${app.url}/api/v1${path}`);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: {
          host: options.host,
          'x-forwarded-host': options.host,
          'x-forwarded-proto': 'https',
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
