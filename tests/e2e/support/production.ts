import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The third browser-test server (server-production.sh): the README's production start on an empty
 * PostgreSQL database — the bootstrap with these values, then NODE_ENV=production without demo mode
 * or demo data. The production walk (production.e2e.ts) signs in with them.
 */
export const productionPort = Number(process.env.E2E_PRODUCTION_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 4);

/** Its mail folder (no SMTP): the script empties it at start. */
export const productionMailDir = process.env.E2E_PRODUCTION_MAIL_DIR ?? join(tmpdir(), `eqa-e2e-mail-production-${productionPort}`);

/** What the bootstrap is given (BOOTSTRAP_* of the README). */
export const BOOTSTRAP = {
  orgName: 'Tisza Proficiency Testing Ltd.',
  orgShortName: 'TPT',
  adminUsername: 'first.admin',
  adminFullName: 'Kovács Ilona',
  adminEmail: 'ilona.kovacs@tisza-pt.example',
  adminPassword: 'FirstAdmin2025',
  validationPassword: '8642',
} as const;

/** The sender production requires (MAIL_FROM). */
export const PRODUCTION_MAIL_FROM = 'Tisza PT <noreply@tisza-pt.example>';

/** The environment the production webServer starts with. */
export function productionServerEnv(): Record<string, string> {
  return {
    PORT: String(productionPort),
    MAIL_DIR: productionMailDir,
    MAIL_FROM: PRODUCTION_MAIL_FROM,
    BOOTSTRAP_ORG_NAME: BOOTSTRAP.orgName,
    BOOTSTRAP_ORG_SHORT_NAME: BOOTSTRAP.orgShortName,
    BOOTSTRAP_ADMIN_USERNAME: BOOTSTRAP.adminUsername,
    BOOTSTRAP_ADMIN_FULL_NAME: BOOTSTRAP.adminFullName,
    BOOTSTRAP_ADMIN_EMAIL: BOOTSTRAP.adminEmail,
    BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP.adminPassword,
    BOOTSTRAP_VALIDATION_PASSWORD: BOOTSTRAP.validationPassword,
  };
}
