import type { Context } from 'hono';
import { normalizeIp } from '../../config';
import type { AppDeps, AppEnv } from '../../deps';

/**
 * The client's IP for per-IP limits. The socket peer, unless that peer is a trusted proxy: then the right-most
 * X-Forwarded-For hop that is not itself a trusted proxy (hops further left are whatever the client chose to send).
 */
export function clientIp(peer: string | undefined, forwardedFor: string | undefined, trustedProxies: readonly string[]): string {
  if (!peer) return 'unknown';
  let ip = normalizeIp(peer);
  if (!trustedProxies.includes(ip) || !forwardedFor) return ip;
  const hops = forwardedFor.split(',').map((hop) => normalizeIp(hop.trim())).filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    ip = hops[index]!;
    if (!trustedProxies.includes(ip)) return ip;
  }
  return ip;
}

/** The client IP of this request (see clientIp). */
export function requestIp(c: Context<AppEnv>, deps: AppDeps): string {
  return clientIp(c.env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), deps.config.trustedProxies);
}
