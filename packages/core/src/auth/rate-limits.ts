/**
 * The abuse limits of the product (issue 23; docs/decisions/brute-force.md). Each limit is a number of
 * attempts per key within a fixed window that starts with the key's first attempt. An attempt first
 * takes its slot on every key it counts against (one atomic statement, so parallel requests and
 * several server instances cannot overshoot), and only then is the password (or the e-mail) looked
 * at: an attempt over any limit is refused with 429 before any work.
 */
export interface RateLimit {
  /** A short name of what is counted, the first part of the counter's key. */
  name: string;
  /** Attempts allowed within the window. */
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;
const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Sign-in failures. Per account AND client address: the real user signing in from elsewhere is not
 * locked out by someone guessing from one address. Per account, a higher ceiling against guesses
 * spread over many addresses. Per client address, whatever the accounts (one address trying many
 * accounts). A successful sign-in gives back its slot on the address and clears the account's counts.
 */
export const LOGIN_LIMITS = {
  accountAndIp: { name: 'login:account-ip', max: 5, windowMs: LOGIN_WINDOW_MS },
  account: { name: 'login:account', max: 50, windowMs: LOGIN_WINDOW_MS },
  ip: { name: 'login:ip', max: 20, windowMs: LOGIN_WINDOW_MS },
} as const satisfies Record<string, RateLimit>;

/** Wrong validation passwords of one lab's or org's password (its users are signed in already). */
export const VALIDATION_PASSWORD_LIMIT = { name: 'validation-password', max: 5, windowMs: LOGIN_WINDOW_MS } as const satisfies RateLimit;

/** Wrong current passwords when a signed-in user changes the login password. */
export const CHANGE_PASSWORD_LIMIT = { name: 'change-password:user', max: 5, windowMs: LOGIN_WINDOW_MS } as const satisfies RateLimit;

/**
 * Failed uses of a reset link, per client address: the validation-password link (POST
 * /labs/{labId}/set_new_password) and the login-password link (POST /auth/reset_password). Only the
 * guesser is limited: an attempt takes its slot first and a valid token gives it back, and there is
 * no counter per lab or per account, so strangers cannot use up the limit of the holder of a valid link.
 */
export const SET_NEW_VALIDATION_PASSWORD_LIMITS = {
  ip: { name: 'set-new-password:ip', max: 10, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;
export const RESET_PASSWORD_LIMITS = {
  ip: { name: 'reset-password:ip', max: 10, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

/**
 * Invitations (docs/decisions/users.md). Accepting one (POST /auth/invitations/accept) is limited
 * like the reset links: wrong tokens per client address, a valid token giving its slot back. Sending
 * them mails an address of the inviter's choosing: per inviting user and per client address.
 */
export const ACCEPT_INVITATION_LIMITS = {
  ip: { name: 'accept-invitation:ip', max: 10, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;
export const INVITE_USER_LIMITS = {
  user: { name: 'invite-user:user', max: 20, windowMs: HOUR_MS },
  ip: { name: 'invite-user:ip', max: 30, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

/** Self-registrations of a laboratory per client address (each creates a lab, a user, a contract and two e-mails). */
export const REGISTRATION_LIMITS = {
  ip: { name: 'registration:ip', max: 5, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

/**
 * "Forgotten login password" requests (POST /auth/reset_password/email): per client address, and per
 * username AND e-mail address as typed. Only one such pair can match an account, so an account gets
 * at most `account.max` mails an hour; a stranger typing the username with other addresses counts
 * against their own pairs and address only, never against the account's holder. Counted whether the
 * pair matches or not, so a 429 tells nothing about the account.
 */
export const FORGOT_PASSWORD_LIMITS = {
  ip: { name: 'forgot-password:ip', max: 10, windowMs: HOUR_MS },
  account: { name: 'forgot-password:account-email', max: 3, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

/** Support messages (each an e-mail to the organisation). */
export const SUPPORT_MESSAGE_LIMITS = {
  lab: { name: 'support:lab', max: 20, windowMs: HOUR_MS },
  user: { name: 'support:user', max: 10, windowMs: HOUR_MS },
  ip: { name: 'support:ip', max: 30, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

/** One counter an attempt counts against: the limit and the key's own part (an account, an address, an id). */
export interface RateLimitKey {
  limit: RateLimit;
  subject: string;
}

/** The counter's key as stored: `<limit name>:<subject>`, the subject lower-cased and cut to 200 characters. */
export function rateLimitCounterKey(key: RateLimitKey): string {
  return `${key.limit.name}:${key.subject.trim().toLowerCase().slice(0, 200)}`;
}

/** The counters a forgotten-password request takes its slots on: its client address and the (username, e-mail) pair typed. */
export function forgotPasswordRateLimitKeys(request: { ip: string; username: string; email: string }): RateLimitKey[] {
  return [
    { limit: FORGOT_PASSWORD_LIMITS.ip, subject: request.ip },
    { limit: FORGOT_PASSWORD_LIMITS.account, subject: `${request.username.trim()}|${request.email.trim()}` },
  ];
}

/** "Forgot the validation password" e-mails (each goes to every user of the lab). */
export const FORGOT_VALIDATION_PASSWORD_LIMITS = {
  lab: { name: 'forgot-validation-password:lab', max: 3, windowMs: HOUR_MS },
  user: { name: 'forgot-validation-password:user', max: 3, windowMs: HOUR_MS },
  ip: { name: 'forgot-validation-password:ip', max: 10, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

/** A counter after an attempt took its slot: its hits in the window (this one included) and when the window started. */
export interface RateLimitHit {
  key: RateLimitKey;
  hits: number;
  windowStartedAt: Date;
}

/**
 * Whether an attempt is refused: any of its counters over its limit. Then `retryAfterSeconds` is
 * when the last of those windows ends (what the 429 tells the client), at least 1.
 */
export function decideRateLimit(hits: readonly RateLimitHit[], now: Date): { refused: false } | { refused: true; retryAfterSeconds: number } {
  const over = hits.filter((hit) => hit.hits > hit.key.limit.max);
  if (over.length === 0) return { refused: false };
  const ends = Math.max(...over.map((hit) => hit.windowStartedAt.getTime() + hit.key.limit.windowMs));
  return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

/**
 * tRPC procedures that check a password or a secret token: never in a batch (a batch of hundreds of
 * guesses is one request), and the web sends them alone. A batch holding one of them is refused with 400.
 */
export const UNBATCHABLE_PROCEDURES: readonly string[] = [
  'auth.login',
  'auth.changePassword',
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'auth.acceptInvitation',
  'labs.changeValidationPassword',
  'labs.setNewValidationPassword',
  'orgs.changeValidationPassword',
  'results.validate',
  'checkout.checkout',
];

/** The most calls one tRPC batch may hold (the web's pages batch fewer). */
export const MAX_TRPC_BATCH_SIZE = 20;
