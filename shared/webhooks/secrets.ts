import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** How long a rotated-out signing secret keeps signing beside the new one. */
export const SECRET_ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** A new Standard Webhooks signing secret: `whsec_` + base64 of 32 random bytes (what Svix issues). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Encrypts signing secrets at rest (AES-256-GCM, key derived from KEY_HASH_SECRET): the worker
 * must read them back to sign, so a hash would not do, but a database dump alone does not
 * reveal them.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHash('sha256').update(`webhook-secret-box:v1:${serverSecret}`).digest();
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  open(sealed: string): string {
    if (!sealed.startsWith('v1.')) throw new Error('Unknown sealed secret format.');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** The webhook-* headers of one attempt, per the Standard Webhooks specification. */
export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Sign a payload with every secret given (the current one, and during a rotation's grace the
 * previous one too): the signatures are space-separated, and a receiver holding either secret
 * verifies it with any Standard Webhooks library.
 */
export function signWebhook(msgId: string, at: Date, payload: string, secrets: readonly string[]): SignedHeaders {
  const signatures = secrets.map((s) => new Webhook(s).sign(msgId, at, payload));
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
