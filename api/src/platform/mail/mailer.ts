import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer (`SMTP_URL`). */
export function smtpMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
  };
}

/**
 * The dev outbox: each e-mail becomes one standard .eml file (what nodemailer would have sent) in `dir`, named by the
 * time it was written so the newest sorts last. Written under a temporary name and renamed, so a reader never sees
 * half a message.
 */
export function outboxMailer(config: Pick<Config, 'outboxDir' | 'mailFrom'>): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const temporary = path.join(config.outboxDir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, path.join(config.outboxDir, name));
    },
  };
}

const mailers = new WeakMap<AppDeps, Mailer>();

/** The mailer of these deps: the injected one, else SMTP when configured, else the dev outbox. */
export function mailerOf(deps: AppDeps): Mailer {
  if (deps.mailer) return deps.mailer;
  let mailer = mailers.get(deps);
  if (!mailer) {
    mailer = deps.config.smtpUrl ? smtpMailer(deps.config) : outboxMailer(deps.config);
    mailers.set(deps, mailer);
  }
  return mailer;
}
