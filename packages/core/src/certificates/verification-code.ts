/**
 * Certificate verification codes: 20 characters of Crockford's base32 (100 random bits: cannot be
 * guessed, and a rate-limited check makes trying pointless), shown in groups of four
 * (`7K3M-…`). Reading one forgives case, spaces, hyphens and the look-alikes O→0, I/L→1.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 20;
/** Random bytes a code needs (13 × 8 = 104 ≥ 100 bits). */
export const VERIFICATION_CODE_BYTES = 13;

/** The code made of random bytes (at least VERIFICATION_CODE_BYTES of them). */
export function verificationCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < VERIFICATION_CODE_BYTES) throw new RangeError(`A verification code needs ${VERIFICATION_CODE_BYTES} random bytes`);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < VERIFICATION_CODE_LENGTH) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (code.length === VERIFICATION_CODE_LENGTH) break;
  }
  return code;
}

/** The stored form of a typed code, or null when it cannot be one. */
export function normalizeVerificationCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  for (const char of code) if (!ALPHABET.includes(char)) return null;
  return code;
}

/** The code as printed: groups of four joined by hyphens. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The public verification page of a code, relative to the portal's origin. */
export function verificationPath(code: string): string {
  return `/verify/${code}`;
}
