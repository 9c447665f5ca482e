import { hash, verify } from '@node-rs/argon2';

/** argon2id (the @node-rs/argon2 default) with its default cost: 19 MiB, 2 passes. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A hash of no one's password, made once per process: an unknown user's sign-in (or a missing hash)
 * is verified against it, so it takes as long as a known user's wrong password.
 */
let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('no one has this password: it keeps the timing of unknown users');
  return dummyHash;
}

/** False for a wrong password and for a missing or unreadable hash (checked against a dummy hash, in the same time). */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummyPasswordHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
