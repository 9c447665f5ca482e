/*
 * The rules as plain predicates (no zod here: the web's first screen imports them, and zod is its
 * largest library); the schemas built on them are in password-schemas.ts.
 */

/** Spec 1 §5: login password — at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export const LOGIN_PASSWORD_MIN_LENGTH = 8;
/** Spec 1 §5: validation password — at least 4 characters. */
export const VALIDATION_PASSWORD_MIN_LENGTH = 4;

export function isValidLoginPassword(password: string): boolean {
  return (
    password.length >= LOGIN_PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

export function isValidValidationPassword(password: string): boolean {
  return password.length >= VALIDATION_PASSWORD_MIN_LENGTH;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Separators that split typed text into e-mail chips (spec 1 §5 multi-address input). */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Login names of new users: 3–50 letters, digits and . _ - @ (no spaces: they are typed at every sign-in). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,50}$/;
