import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret for a link or a device: 32 random bytes, base64url (43 characters). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of such a secret: its SHA-256, so a copy of the table lets no one use them. */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
