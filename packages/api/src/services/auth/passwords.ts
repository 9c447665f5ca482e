import { hash, verify } from '@node-rs/argon2';

/** argon2id (the @node-rs/argon2 default) with its default cost: 19 MiB, 2 passes. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a missing or unreadable hash. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
