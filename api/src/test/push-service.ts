import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';

/** A request the local push service received, as web-push sent it. */
export type PushRequest = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A subscription made by the test as a browser makes one: its own P-256 key pair and auth secret. */
export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The payload of a push to this subscription, decrypted (RFC 8291, aes128gcm). */
  decrypt: (body: Buffer) => string;
};

export type LocalPushService = {
  origin: string;
  /** Trusts this service's self-signed certificate: give it to deps.pushAgent. */
  agent: Agent;
  received: PushRequest[];
  /** The status the service answers for one subscription's endpoint (201 unless set). */
  answer: (endpoint: string, status: number) => void;
  subscription: () => TestSubscription;
  close: () => Promise<void>;
};

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record decrypted with the user agent's private key and auth secret. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const secret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a push's `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT is ES256-signed by that key, for
 * this push service's origin, with the subject and an expiry within a day. Answers the key and the JWT's claims.
 */
export async function verifyVapid(header: string | undefined, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) }, format: 'jwk' });
  const { payload, protectedHeader } = await jwtVerify(match[1]!, key, { audience, algorithms: ['ES256'] });
  return { publicKey: match[2]!, claims: payload, header: protectedHeader };
}

/** An HTTPS push service on loopback with a throwaway self-signed certificate (openssl), for the push tests. */
export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'areia-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const key = readFileSync(keyFile);
  const cert = readFileSync(certFile);
  rmSync(dir, { recursive: true, force: true });
  const received: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(request.url ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    origin,
    agent,
    received,
    answer: (endpoint, status) => statuses.set(new URL(endpoint).pathname, status),
    subscription: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${origin}/push/${randomUUID()}`,
        keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(authSecret) },
        decrypt: (body) => decryptAes128gcm(body, ecdh, authSecret),
      };
    },
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
