// The session cookie's value (contract §5.6): the session token `{users.token}-{session id}`
// encrypted with AES-128-CTR, key = the first 16 bytes of SHA-256(auth.secret_key) (what PHP's
// openssl_encrypt does with a 32-byte key for a 128-bit cipher), a random IV, serialised as
// `<base64 ciphertext>::<hex IV>`. Compatible with cookies issued by a v8 server of the same
// project secret.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const CIPHER = 'aes-128-ctr';
const IV_BYTES = 16;
const FORMAT = /^([A-Za-z0-9+/]+={0,2})::([0-9a-fA-F]{32})$/;

function keyOf(secretKey: string): Buffer {
  return createHash('sha256').update(secretKey, 'utf8').digest().subarray(0, 16);
}

export function encryptSessionToken(secretKey: string, token: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, keyOf(secretKey), iv);
  const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${encrypted.toString('base64')}::${iv.toString('hex')}`;
}

/** The session token inside a cookie value, or undefined when the value is not one of ours. */
export function decryptSessionToken(secretKey: string, value: string): string | undefined {
  const match = FORMAT.exec(value);
  if (!match) return undefined;
  const [, data, ivHex] = match as unknown as [string, string, string];
  try {
    const decipher = createDecipheriv(CIPHER, keyOf(secretKey), Buffer.from(ivHex, 'hex'));
    const token = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64')),
      decipher.final(),
    ]).toString('utf8');
    // A forged value decrypts to noise; session tokens are printable ASCII.
    return /^[\x21-\x7e]{1,520}$/.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}
