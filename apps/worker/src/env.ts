import { z } from 'zod';
import { DEFAULT_MAIL_DIR, DEFAULT_MAIL_FROM, DEFAULT_QUEUE_PREFIX } from '@eqa/jobs';

/** The worker's settings; the only place that reads process.env. */
const envSchema = z.object({
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required: the worker needs the shared PostgreSQL'),
  REDIS_URL: z.string().min(1, 'REDIS_URL is required: the worker processes the BullMQ queues'),
  /** The BullMQ Redis key prefix: the same as the servers' QUEUE_PREFIX (default 'eqa'). */
  QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (at most 64)').default(DEFAULT_QUEUE_PREFIX),
  /** smtp://user:pass@host:587 or smtps://…; without it mail is written to MAIL_DIR as .eml files. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).optional(),
  /** 'production' (the Docker image sets it): MAIL_FROM is then required unless DEMO_MODE is on. */
  NODE_ENV: z.string().optional(),
  DEMO_MODE: z.string().optional(),
  MAIL_DIR: z.string().min(1).default(DEFAULT_MAIL_DIR),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** Port of the liveness endpoint GET /healthz (the container health check); 0 turns it off. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Interface for it; all interfaces when unset. */
  WORKER_HEALTH_HOST: z.string().min(1).optional(),
  /** Public origin of the web app, for the links of the notification e-mails (the servers' PUBLIC_URL). */
  PUBLIC_URL: z.url().optional(),
  /** Webhooks may use http and reach private and loopback addresses (tests, demo); never link-local ones. */
  WEBHOOK_ALLOW_PRIVATE: z.string().optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'MAIL_FROM' | 'PUBLIC_URL' | 'WEBHOOK_ALLOW_PRIVATE'> & { MAIL_FROM: string; PUBLIC_URL: string; WEBHOOK_ALLOW_PRIVATE: boolean; demoMode: boolean };

const DEMO_MODE_ON = new Set(['true', '1', 'yes', 'on']);

/** Empty strings count as unset (docker-compose passes `SMTP_URL=`). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid worker environment: ${problems}`);
  }
  const demoMode = DEMO_MODE_ON.has((parsed.data.DEMO_MODE ?? '').trim().toLowerCase());
  if (parsed.data.MAIL_FROM === undefined && parsed.data.NODE_ENV === 'production' && !demoMode) {
    throw new Error(
      'Invalid worker environment: MAIL_FROM: required when NODE_ENV=production and DEMO_MODE is off: the sender of every e-mail, e.g. "EQA Portal <noreply@eqa.example.org>"',
    );
  }
  return {
    ...parsed.data,
    MAIL_FROM: parsed.data.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    WEBHOOK_ALLOW_PRIVATE: DEMO_MODE_ON.has((parsed.data.WEBHOOK_ALLOW_PRIVATE ?? '').trim().toLowerCase()),
    demoMode,
  };
}

export const env: Env = parseEnv(process.env);
