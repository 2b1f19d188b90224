import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, outboxDirFromEnv, parseEml, readOutbox } from './outbox.mjs';

// What nodemailer's stream transport writes for the reset e-mail (abridged): quoted-printable wraps the link.
const EML = `From: Areia <nao-responda@areia.app>
To: demo@areia.app
Subject: =?UTF-8?Q?Redefini=C3=A7=C3=A3o_de_senha_do_Areia?=
Date: Mon, 23 Nov 2026 16:56:41 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative;
 boundary="--_NmP-1-Part_1"

----_NmP-1-Part_1
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Ol=C3=A1, Demo!

http://localhost:3000/reset-password/=
AbC_-123

Se voc=C3=AA n=C3=A3o fez esse=
 pedido, ignore.
----_NmP-1-Part_1
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: quoted-printable

<p>html</p>
----_NmP-1-Part_1--
`;

let dir;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('pnpm outbox', () => {
  it('decodes quoted-printable: soft line breaks joined, UTF-8 bytes read back', () => {
    expect(decodeQuotedPrintable('Ol=C3=A1, voc=\nê =3D sim')).toBe('Olá, você = sim');
  });

  it('reads To, Subject and the plain-text part with the link whole', () => {
    const mail = parseEml(EML);
    expect(mail.to).toBe('demo@areia.app');
    expect(mail.subject).toBe('Redefinição de senha do Areia');
    expect(mail.text).toContain('Olá, Demo!');
    expect(mail.text).toContain('http://localhost:3000/reset-password/AbC_-123\n');
    expect(mail.text).toContain('Se você não fez esse pedido, ignore.');
    expect(mail.text).not.toContain('<p>');
  });

  it('lists the .eml files oldest first, ignoring half-written ones', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'areia-outbox-'));
    writeFileSync(path.join(dir, '2026-11-23T10-00-00-000Z-b.eml'), EML.replace('demo@', 'segundo@'));
    writeFileSync(path.join(dir, '2026-11-23T09-00-00-000Z-a.eml'), EML);
    writeFileSync(path.join(dir, '.2026-11-23T11-00-00-000Z-c.eml.tmp'), 'meio');
    expect(readOutbox(dir).map((mail) => mail.to)).toEqual(['demo@areia.app', 'segundo@areia.app']);
    expect(readOutbox(path.join(dir, 'nao-existe'))).toEqual([]);
  });

  it('finds the folder the way the API does', () => {
    expect(outboxDirFromEnv({ AREIA_OUTBOX_DIR: '/tmp/caixa' })).toBe('/tmp/caixa');
    expect(outboxDirFromEnv({ AREIA_DATA_DIR: '/tmp/dados' })).toBe('/tmp/dados/outbox');
    expect(outboxDirFromEnv({})).toMatch(/api[\\/]\.areia-data[\\/]outbox$/);
  });
});
