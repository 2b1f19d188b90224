import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { AppDeps } from '../../deps';
import { verifyToken } from './auth';

const SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');
const OTHER = new TextEncoder().encode('another-secret-another-secret-another-0123');
const NOW = new Date('2026-03-01T12:00:00Z');
const now = Math.floor(NOW.getTime() / 1000);
const deps = { jwtSecret: SECRET, now: () => NOW, db: undefined } as unknown as AppDeps;
const SUB = '11111111-1111-4111-8111-111111111111';
const SESSION = '22222222-2222-4222-8222-222222222222';

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token signed by hand, for headers and claims jose will not sign. */
function manual(header: unknown, claims: unknown, secret = SECRET) {
  const input = `${base64url(header)}.${base64url(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

async function signed(claims: JWTPayload, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }, secret = SECRET) {
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(secret);
}

/** What jose's jwtVerify (the verifier this replaced) says with the options the API used. */
async function joseAccepts(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, SECRET, { algorithms: ['HS256'], audience: 'authenticated', currentDate: NOW });
    return true;
  } catch {
    return false;
  }
}

const good = { sub: SUB, email: 'ana@areia.app', session_id: SESSION, role: 'authenticated', aud: 'authenticated', iat: now - 10, exp: now + 3600 };

describe('verifyToken (HS256 with node:crypto)', () => {
  it('accepts and refuses exactly the tokens jose accepted and refused', async () => {
    const valid = await signed(good);
    const [h, p] = valid.split('.');
    const cases: [string, string][] = [
      ['valid', valid],
      ['audience in a list', await signed({ ...good, aud: ['other', 'authenticated'] })],
      ['no exp', await signed({ ...good, exp: undefined })],
      ['nbf now', await signed({ ...good, nbf: now })],
      ['with kid', await signed(good, { alg: 'HS256', kid: undefined })],
      ['expired', await signed({ ...good, exp: now - 1 })],
      ['exp exactly now', await signed({ ...good, exp: now })],
      ['nbf in the future', await signed({ ...good, nbf: now + 60 })],
      ['exp as text', await signed({ ...good, exp: String(now + 3600) as unknown as number })],
      ['iat as text', await signed({ ...good, iat: 'x' as unknown as number })],
      ['wrong audience', await signed({ ...good, aud: 'anon' })],
      ['no audience', await signed({ ...good, aud: undefined })],
      ['wrong secret', await signed(good, undefined, OTHER)],
      ['HS512', await signed(good, { alg: 'HS512' })],
      ['hand-signed', manual({ alg: 'HS256' }, good)],
      ['crit header', manual({ alg: 'HS256', crit: ['exp'], exp: 1 }, good)],
      ['b64 header', manual({ alg: 'HS256', b64: true }, good)],
      ['claims an array', manual({ alg: 'HS256' }, [good])],
      ['header not JSON', `${base64url('{alg')}.${p}.${valid.split('.')[2]}`],
      ['alg none', `${base64url({ alg: 'none' })}.${p}.`],
      ['tampered claims', `${h}.${base64url({ ...good, sub: '33333333-3333-4333-8333-333333333333' })}.${valid.split('.')[2]}`],
      ['tampered signature', `${valid.slice(0, -2)}${valid.endsWith('A') ? 'B' : 'A'}A`],
      ['truncated signature', valid.slice(0, -4)],
      ['two parts', `${h}.${p}`],
      ['four parts', `${valid}.x`],
      ['not base64url', `${h}.${p}!.${valid.split('.')[2]}`],
    ];
    for (const [name, token] of cases) {
      const ours = (await verifyToken(deps, `Bearer ${token}`)) !== null;
      expect(ours, name).toBe(await joseAccepts(token));
    }
    expect(await verifyToken(deps, `Bearer ${valid}`)).toEqual({ id: SUB, email: 'ana@areia.app', sessionId: SESSION });
  });

  it('also needs the claims the API reads: uuid sub and session_id, an e-mail', async () => {
    expect(await verifyToken(deps, `Bearer ${await signed({ ...good, session_id: 'nao-e-uuid' })}`)).toBeNull();
    expect(await verifyToken(deps, `Bearer ${await signed({ ...good, sub: undefined })}`)).toBeNull();
    expect(await verifyToken(deps, `Bearer ${await signed({ ...good, email: undefined })}`)).toBeNull();
    expect(await verifyToken(deps, undefined)).toBeNull();
    expect(await verifyToken(deps, `Basic ${await signed(good)}`)).toBeNull();
  });
});
