import { DEFAULT_DEMO_DATE } from '@eqa/core';

/**
 * The provider shown in the about dialog (spec 1 §2 "About/contact"), from the organisation's
 * settings (issue 33): null or empty where the settings say nothing; nothing is shown by default.
 */
export interface AboutInfo {
  name: string | null;
  shortName: string | null;
  web: string | null;
  address: string | null;
  companyRegistrationNumber: string | null;
  mail: string | null;
  phones: string[];
  accreditations: Array<{ body: string; number: string; scope: string; validUntil: string | null }>;
}

/** Runtime settings of the API, built by the server from its env. */
export interface ApiSettings {
  /** Demo mode: clients may simulate the current date (x-demo-date header / ?demo=). */
  demoMode: boolean;
  /**
   * Whether a legal document without a published version may be accepted as its built-in template
   * (development, tests, demo mode); false in production, where an admin must publish a version first.
   */
  legalTemplatesAllowed: boolean;
  /** The demo date used when the client sends none (spec 1 §9: mid-June 2017). */
  defaultDemoDate: string;
  /** Short git hash of the build, 'dev' when unknown. */
  gitHash: string;
  /** Whether the support dialog may send messages. */
  supportEnabled: boolean;
  /**
   * SUPPORT_EMAIL: where staff mails go (support messages, checkout requests, registrations) when the
   * organisation's settings name no staff notification address (docs/decisions/org-settings.md).
   */
  supportEmail: string | null;
  /**
   * Public origin of the web app (https://eqa.example.org): every e-mailed link is built from it,
   * never from the request's Host header. The server defaults it to http://localhost:PORT.
   */
  publicUrl: string;
  /** Spec 2 §4: the global flag that disables ordering (no editing, no checkout) for every org and lab. */
  orderingDisabled: boolean;
  /** The bot-check (ALTCHA proof-of-work) of the public forms: registration and the forgotten password. */
  botCheck: BotCheckSettings;
  /** The secret that signs sample links (SAMPLE_LINK_SECRET); the same on every server instance. */
  sampleLinkSecret: string;
  /**
   * WEBHOOK_ALLOW_PRIVATE (tests, demo): webhooks may use http and reach private and loopback
   * addresses; link-local ones (cloud metadata) stay refused. Off by default.
   */
  webhookAllowPrivate: boolean;
}

/**
 * ALTCHA (v2 proof-of-work, PBKDF2/SHA-256) challenges: the client tries counters from 0 until the
 * derived key matches the one of a secret counter drawn from [maxNumber / 2, maxNumber]; each try
 * costs `cost` PBKDF2 iterations. docs/decisions/registration.md.
 */
export interface BotCheckSettings {
  /** The server secret that signs challenges (ALTCHA_HMAC_KEY); the same on every server instance. */
  hmacKey: string;
  /** PBKDF2 iterations per try (ALTCHA_COST). */
  cost: number;
  /** The largest secret counter (ALTCHA_MAX_NUMBER): the expected work is about 3/4 of it tries. */
  maxNumber: number;
  /** How long a challenge may be solved and spent, in seconds. */
  ttlSeconds: number;
}

/** Production's bot-check work: the ALTCHA library's documented PBKDF2 example (a few seconds in a browser). */
export const REAL_BOT_CHECK = { cost: 5000, maxNumber: 10_000 } as const;
/** Tests' and demo mode's: a handful of single-iteration tries (milliseconds). */
export const CHEAP_BOT_CHECK = { cost: 1, maxNumber: 20 } as const;
/** A challenge can be solved and spent within 20 minutes of its issue. */
export const BOT_CHECK_TTL_SECONDS = 20 * 60;
/** The key of tests and of defaultApiSettings: never secret, the server always passes its own. */
export const DEVELOPMENT_BOT_CHECK_KEY = 'eqa-development-bot-check-key-not-secret';
/** The sample-link secret of tests and of defaultApiSettings: never secret, the server always passes its own. */
export const DEVELOPMENT_SAMPLE_LINK_SECRET = 'eqa-development-sample-link-secret-not-secret';
/** The public origin when none is configured: `npm start`'s local address. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export function defaultApiSettings(overrides: Partial<ApiSettings> = {}): ApiSettings {
  return {
    demoMode: false,
    legalTemplatesAllowed: true,
    defaultDemoDate: DEFAULT_DEMO_DATE,
    gitHash: 'dev',
    supportEnabled: true,
    supportEmail: null,
    publicUrl: DEFAULT_PUBLIC_URL,
    orderingDisabled: false,
    botCheck: { hmacKey: DEVELOPMENT_BOT_CHECK_KEY, ...CHEAP_BOT_CHECK, ttlSeconds: BOT_CHECK_TTL_SECONDS },
    sampleLinkSecret: DEVELOPMENT_SAMPLE_LINK_SECRET,
    webhookAllowPrivate: false,
    ...overrides,
  };
}
