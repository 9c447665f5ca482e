import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const ROOT = '/srv/eqa';

describe('loadEnv', () => {
  it('defaults to the embedded database in demo mode with seeding, in-process jobs and repo-relative folders', () => {
    const env = loadEnv({}, ROOT);
    expect(env).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: '/srv/eqa/.data/pglite',
      demoMode: true,
      seedDemo: true,
      workersInProcess: true,
      webDistDir: '/srv/eqa/apps/web/dist',
      logLevel: 'info',
      mail: { smtpUrl: undefined, mailDir: '/srv/eqa/.data/mail' },
    });
  });

  it('turns demo mode and seeding off with a real database, and in-process workers off with Redis', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://db/eqa', REDIS_URL: 'redis://cache:6379', PORT: '8080' }, ROOT);
    expect(env).toMatchObject({ port: 8080, demoMode: false, seedDemo: false, workersInProcess: false, redisUrl: 'redis://cache:6379' });
  });

  it('lets explicit flags win and treats empty values as unset', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://db/eqa', DEMO_MODE: 'yes', SEED_DEMO: '0', WORKERS_IN_PROCESS: 'true', REDIS_URL: '', MAIL_DIR: 'tmp/mail' }, ROOT);
    expect(env).toMatchObject({ demoMode: true, seedDemo: false, workersInProcess: true, redisUrl: undefined, mail: { mailDir: '/srv/eqa/tmp/mail' } });
  });

  it('takes the BullMQ key prefix from QUEUE_PREFIX (default eqa), so deployments sharing one Redis keep their jobs apart', () => {
    expect(loadEnv({}, ROOT).queuePrefix).toBe('eqa');
    expect(loadEnv({ QUEUE_PREFIX: '' }, ROOT).queuePrefix).toBe('eqa');
    expect(loadEnv({ QUEUE_PREFIX: 'eqa_e2e_3200' }, ROOT).queuePrefix).toBe('eqa_e2e_3200');
    expect(() => loadEnv({ QUEUE_PREFIX: 'a:b' }, ROOT)).toThrow(/QUEUE_PREFIX/);
  });

  it('refuses to start in production without MAIL_FROM, with a clear message; demo mode is exempt', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/eqa', PUBLIC_URL: 'https://eqa.example.test', ALTCHA_HMAC_KEY: 'k'.repeat(32), SAMPLE_LINK_SECRET: 's'.repeat(32) };
    expect(() => loadEnv(production, ROOT)).toThrow(/MAIL_FROM: required when NODE_ENV=production and DEMO_MODE is off: the sender of every e-mail/);
    expect(() => loadEnv({ ...production, MAIL_FROM: ' ' }, ROOT)).toThrow(/MAIL_FROM/);
    expect(loadEnv({ ...production, MAIL_FROM: 'EQA <noreply@eqa.example.test>' }, ROOT).mail.from).toBe('EQA <noreply@eqa.example.test>');
    expect(loadEnv({ ...production, DEMO_MODE: 'true' }, ROOT).mail.from).toBe('EQA Portal <noreply@eqa.localhost>');
    expect(loadEnv({ DATABASE_URL: 'postgres://db/eqa' }, ROOT).mail.from).toBe('EQA Portal <noreply@eqa.localhost>');
  });

  it('refuses unreadable values with the variable names', () => {
    expect(() => loadEnv({ PORT: 'eighty' }, ROOT)).toThrow(/PORT/);
    expect(() => loadEnv({ DEMO_MODE: 'maybe' }, ROOT)).toThrow(/DEMO_MODE/);
    expect(() => loadEnv({ LOG_LEVEL: 'loud' }, ROOT)).toThrow(/LOG_LEVEL/);
  });
});
