import type { RouteHandler } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { foldNickname } from '@areia/shared/validation/nickname';
import type { AppDeps, AppEnv } from '../../deps';
import { authenticate, hashPassword, openSession, revokeSession, verifyPassword } from '../../lib/auth';
import { uniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../lib/messages';
import { requestIp } from '../../lib/client-ip';
import { FAILED_LOGIN_LIMIT, FAILED_LOGIN_WINDOW_MS, SIGNUP_IP_WINDOW_MS, hit, hitAndCheck, isKnownIp, rememberIp, unhit } from '../../lib/rate-limit';
import { loadProfile } from '../user/profile';
import type { loginRoute, logoutRoute, registerRoute } from './auth.routes';

/** Maps the unique index that fired to the pt-BR sentence for that field. */
function conflictMessage(error: unknown): string | null {
  const violation = uniqueViolation(error);
  if (!violation) return null;
  if (violation.constraint.includes('users_cpf_key')) return messages.cpfTaken;
  if (violation.constraint.includes('users_nickname_')) return messages.nicknameTaken;
  return messages.emailTaken;
}

let dummyHash: Promise<string> | undefined;

export function authHandlers(deps: AppDeps) {
  const register: RouteHandler<typeof registerRoute, AppEnv> = async (c) => {
    const body = c.req.valid('json');
    const limit = deps.config.signupIpLimit;
    if (limit > 0 && (await hitAndCheck(deps, `signup-ip:${requestIp(c, deps)}`, limit, SIGNUP_IP_WINDOW_MS))) {
      throw new HttpError(429, messages.tooManySignUps);
    }
    const nicknameFolded = foldNickname(body.nickname);
    // Friendly checks first; the unique indexes below still decide races between two sign-ups.
    const [taken] = await deps.db
      .select({ email: users.email, cpf: users.cpf, nickname: users.nickname })
      .from(users)
      .where(
        sql`${users.email} = ${body.email} or ${users.cpf} = ${body.cpf} or lower(${users.nickname}) = lower(${body.nickname}) or ${users.nicknameFolded} = ${nicknameFolded}`,
      )
      .limit(1);
    if (taken) {
      const message =
        taken.email === body.email ? messages.emailTaken : taken.cpf === body.cpf ? messages.cpfTaken : messages.nicknameTaken;
      throw new HttpError(409, message);
    }
    const passwordHash = await hashPassword(deps, body.password);
    try {
      const [user] = await deps.db
        .insert(users)
        .values({ email: body.email, cpf: body.cpf, nickname: body.nickname, nicknameFolded, passwordHash })
        .returning({ id: users.id, email: users.email, nickname: users.nickname });
      return c.json({ user: user! }, 201);
    } catch (error) {
      const message = conflictMessage(error);
      if (message) throw new HttpError(409, message);
      throw error;
    }
  };

  /**
   * Failed logins are counted per account. Past FAILED_LOGIN_LIMIT in a window, networks the account never signed in
   * from are refused (429) without a password check, while a network it did sign in from keeps its own budget: guesses
   * from elsewhere slow an attacker down but never lock the owner out. Every attempt counts before the (slow) hash
   * check, so parallel guesses cannot all slip past the limit; a successful login takes its attempt back.
   */
  const login: RouteHandler<typeof loginRoute, AppEnv> = async (c) => {
    const { email, password } = c.req.valid('json');
    const ip = requestIp(c, deps);
    const [user] = await deps.db.select({ id: users.id, email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    const known = user ? await isKnownIp(deps, user.id, ip) : false;
    const failureKey = known ? `login-failed:${email}|${ip}` : `login-failed:${email}`;
    if ((await hit(deps, failureKey, FAILED_LOGIN_WINDOW_MS)) > FAILED_LOGIN_LIMIT) {
      throw new HttpError(429, messages.tooManyLogins);
    }
    // Unknown emails still pay for one hash check, so timing does not reveal which emails exist.
    dummyHash ??= hashPassword(deps, 'nobody-has-this-password-1!');
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
    if (!user || !valid) throw new HttpError(401, messages.invalidCredentials);
    await unhit(deps, failureKey, FAILED_LOGIN_WINDOW_MS);
    await rememberIp(deps, user.id, ip);
    const token = await openSession(deps, user);
    return c.json({ token, user: await loadProfile(deps, c, user.id) }, 200);
  };

  const logout: RouteHandler<typeof logoutRoute, AppEnv> = async (c) => {
    const auth = await authenticate(deps, c.req.header('authorization'));
    if (!auth) throw new HttpError(401, messages.unauthorized);
    await revokeSession(deps, auth.sessionId);
    return c.json({ message: messages.loggedOut }, 200);
  };

  return { register, login, logout };
}
