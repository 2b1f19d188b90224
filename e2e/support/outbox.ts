import path from 'node:path';
import { expect } from '@playwright/test';
import { readOutbox, type OutboxMail } from '../../scripts/outbox.mjs';
import { apiDataDir } from './ports';

/** The dev outbox of the suite's API (no SMTP_URL): `<its data folder>/outbox`, read the way `pnpm outbox` reads it. */
export function outboxDir(): string {
  return path.join(apiDataDir(), 'outbox');
}

export const mailsTo = (email: string): OutboxMail[] => readOutbox(outboxDir()).filter((mail) => mail.to === email);

/** Waits for the e-mail number `count + 1` to `email` (the one a test just asked for) and returns it. */
export async function nextMailTo(email: string, count: number): Promise<OutboxMail> {
  await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(count + 1);
  return mailsTo(email).at(-1)!;
}

/** The reset link of an e-mail. */
export function resetLinkOf(mail: OutboxMail): URL {
  const match = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`nenhum link de redefinição no email:\n${mail.text}`);
  return new URL(match[0]);
}
