/**
 * Where e-mail goes. With smtpUrl (smtp:// or smtps://, credentials in the URL) mail is sent over
 * SMTP; without it every message is written as an .eml file into mailDir (development, demo, tests).
 */
export interface MailConfig {
  smtpUrl?: string;
  /** The From header, e.g. `EQA Portal <noreply@example.org>`. */
  from: string;
  mailDir: string;
}

/** Defaults the apps use when MAIL_FROM / MAIL_DIR are not set (mailDir relative to the cwd). */
export const DEFAULT_MAIL_FROM = 'EQA Portal <noreply@eqa.localhost>';
export const DEFAULT_MAIL_DIR = '.data/mail';
