#!/usr/bin/env node
// `pnpm outbox`: the e-mails the API wrote to its dev outbox (no SMTP_URL set), newest last, as plain text with the
// links whole. The files themselves are standard .eml messages: any mail client opens them too.
//   pnpm outbox            the newest e-mail
//   pnpm outbox --all      every e-mail
// Folder: AREIA_OUTBOX_DIR, else <AREIA_DATA_DIR or api/.areia-data>/outbox (the same rule as api/src/config.ts).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function outboxDirFromEnv(env = process.env) {
  if (env.AREIA_OUTBOX_DIR) return path.resolve(env.AREIA_OUTBOX_DIR);
  return path.join(path.resolve(env.AREIA_DATA_DIR || path.join(root, 'api', '.areia-data')), 'outbox');
}

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, =XX bytes read as UTF-8. */
export function decodeQuotedPrintable(text) {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header to text. */
function decodeHeader(value) {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind, data) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** To, Subject and the plain-text body of one .eml as nodemailer writes it. */
export function parseEml(source) {
  const eml = source.replace(/\r\n/g, '\n');
  const headerEnd = eml.indexOf('\n\n');
  const headers = eml.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
  const header = (name) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '');
  const part = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: ([^\n]+)\n\n([\s\S]*?)\n--/i.exec(eml);
  let text = eml.slice(headerEnd + 2);
  if (part) {
    const [, encoding, body] = part;
    text = /quoted-printable/i.test(encoding) ? decodeQuotedPrintable(body) : /base64/i.test(encoding) ? Buffer.from(body, 'base64').toString('utf8') : body;
  }
  return { to: header('To'), subject: header('Subject'), date: header('Date'), text };
}

/** The outbox's e-mails, oldest first (file names start with the time they were written). */
export function readOutbox(dir = outboxDirFromEnv()) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: path.join(dir, name), ...parseEml(readFileSync(path.join(dir, name), 'utf8')) }));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = outboxDirFromEnv();
  const mails = readOutbox(dir);
  if (mails.length === 0) {
    console.log(`Nenhum email na caixa de saída (${dir}).`);
  } else {
    for (const mail of process.argv.includes('--all') ? mails : mails.slice(-1)) {
      console.log(`Arquivo: ${mail.file}\nPara: ${mail.to}\nData: ${mail.date}\nAssunto: ${mail.subject}\n\n${mail.text.trim()}\n`);
    }
  }
}
