import type { RouteHandler } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { authenticate, hashPassword, openSession, revokeSession, verifyPassword } from '../../lib/auth';
import { uniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../lib/messages';
import { FAILED_LOGIN_LIMIT, FAILED_LOGIN_WINDOW_MS, countRecent, forgetEvent, recordEvent } from '../../lib/rate-limit';
import { loadProfile } from '../user/profile';
import type { loginRoute, logoutRoute, registerRoute } from './auth.routes';

/** Maps the unique index that fired to the pt-BR sentence for that field. */
function conflictMessage(error: unknown): string | null {
  const violation = uniqueViolation(error);
  if (!violation) return null;
  if (violation.constraint.includes('users_cpf_key')) return messages.cpfTaken;
  if (violation.constraint.includes('users_nickname_lower_key')) return messages.nicknameTaken;
  return messages.emailTaken;
}

let dummyHash: Promise<string> | undefined;

export function authHandlers(deps: AppDeps) {
  const register: RouteHandler<typeof registerRoute, AppEnv> = async (c) => {
    const body = c.req.valid('json');
    // Friendly checks first; the unique indexes below still decide races between two sign-ups.
    const [taken] = await deps.db
      .select({ email: users.email, cpf: users.cpf, nickname: users.nickname })
      .from(users)
      .where(sql`${users.email} = ${body.email} or ${users.cpf} = ${body.cpf} or lower(${users.nickname}) = lower(${body.nickname})`)
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
        .values({ email: body.email, cpf: body.cpf, nickname: body.nickname, passwordHash })
        .returning({ id: users.id, email: users.email, nickname: users.nickname });
      return c.json({ user: user! }, 201);
    } catch (error) {
      const message = conflictMessage(error);
      if (message) throw new HttpError(409, message);
      throw error;
    }
  };

  const login: RouteHandler<typeof loginRoute, AppEnv> = async (c) => {
    const { email, password } = c.req.valid('json');
    const failureKey = `login-failed:${email}`;
    if ((await countRecent(deps, failureKey, FAILED_LOGIN_WINDOW_MS)) >= FAILED_LOGIN_LIMIT) {
      throw new HttpError(429, messages.tooManyLogins);
    }
    // The attempt counts as a failure before the password is checked, so parallel guesses cannot all slip past the
    // count above while the (slow) hash checks run; a successful login takes its own attempt back.
    const attempt = await recordEvent(deps, failureKey);
    if ((await countRecent(deps, failureKey, FAILED_LOGIN_WINDOW_MS)) > FAILED_LOGIN_LIMIT) {
      throw new HttpError(429, messages.tooManyLogins);
    }
    const [user] = await deps.db.select({ id: users.id, email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    // Unknown emails still pay for one hash check, so timing does not reveal which emails exist.
    dummyHash ??= hashPassword(deps, 'nobody-has-this-password-1!');
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
    if (!user || !valid) throw new HttpError(401, messages.invalidCredentials);
    await forgetEvent(deps, attempt);
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
