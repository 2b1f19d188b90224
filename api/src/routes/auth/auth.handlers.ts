import type { RouteHandler } from '@hono/zod-openapi';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_INVALID } from '@areia/shared/core/schemas/auth';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { deviceTokens, passwordResetTokens, pushSubscriptions, rateLimitCounters, sessions, userModalities, users } from '../../platform/db/schema';
import { foldNickname } from '@areia/shared/core/validation/nickname';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { authenticate, deadResetTokens, hashPassword, openSession, revokeSession, verifyPassword } from '../../platform/auth/auth';
import { uniqueViolation } from '../../platform/db/db-errors';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { requestIp } from '../../platform/http/client-ip';
import {
  FAILED_LOGIN_LIMIT,
  FAILED_LOGIN_WINDOW_MS,
  FORGOT_PASSWORD_LIMIT,
  FORGOT_PASSWORD_WINDOW_MS,
  RESET_FAILED_LIMIT,
  RESET_FAILED_WINDOW_MS,
  SIGNUP_IP_WINDOW_MS,
  hit,
  hitAndCheck,
  limitAuthCallsPerIp,
  unhit,
} from '../../platform/http/rate-limit';
import { loginAccount, rememberDevice } from '../../platform/auth/device-tokens';
import { createLogger } from '../../platform/logger';
import { mailerOf } from '../../platform/mail/mailer';
import { FORGOT_PASSWORD_MIN_MS, RESET_TOKEN_TTL_MS, appUrlFor, hashResetToken, newResetToken, resetEmail } from '../../platform/auth/password-reset';
import { loadProfile } from '../../domain/players/profile';
import type { forgotPasswordRoute, loginRoute, logoutRoute, registerRoute, resetPasswordRoute } from './auth.routes';

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
      const user = await deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ email: body.email, cpf: body.cpf, nickname: body.nickname, nicknameFolded, passwordHash })
          .returning({ id: users.id, email: users.email, nickname: users.nickname });
        // Athletes sign up to play: Vôlei starts active, so the new account is a player from its first day.
        await tx.insert(userModalities).values({ userId: created!.id, modality: VOLEI_MODALITY_ID, status: 'active' });
        return created!;
      });
      return c.json({ user }, 201);
    } catch (error) {
      const message = conflictMessage(error);
      if (message) throw new HttpError(409, message);
      throw error;
    }
  };

  /**
   * Failed logins are counted per device the account knows (one that signed in before and sent back its device token)
   * and, for every other device, per account. Past FAILED_LOGIN_LIMIT in a window the count's devices are refused
   * (429) without a password check, while each known device keeps its own budget: guesses from elsewhere, even from
   * the owner's own address, slow an attacker down but never lock the owner out. A known device is not held to the
   * per-IP limit either. Every attempt counts before the (slow) hash check, so parallel guesses cannot all slip past
   * the limit; a successful login takes its attempt back.
   */
  const login: RouteHandler<typeof loginRoute, AppEnv> = async (c) => {
    const { email, password, device } = c.req.valid('json');
    const user = await loginAccount(deps, email, device);
    const knownDevice = user?.knownDevice ?? null;
    if (!knownDevice) await limitAuthCallsPerIp(deps, c);
    const failureKey = knownDevice ? `login-failed-device:${knownDevice}` : `login-failed:${email}`;
    if ((await hit(deps, failureKey, FAILED_LOGIN_WINDOW_MS)) > FAILED_LOGIN_LIMIT) {
      throw new HttpError(429, messages.tooManyLogins);
    }
    // Unknown emails still pay for one hash check, so timing does not reveal which emails exist.
    dummyHash ??= hashPassword(deps, 'nobody-has-this-password-1!');
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
    if (!user || !valid) throw new HttpError(401, messages.invalidCredentials);
    await unhit(deps, failureKey, FAILED_LOGIN_WINDOW_MS);
    const deviceToken = await rememberDevice(deps, user.id, knownDevice, device);
    const token = await openSession(deps, user);
    return c.json({ token, user: await loadProfile(deps, c, user.id), device: deviceToken }, 200);
  };

  const logout: RouteHandler<typeof logoutRoute, AppEnv> = async (c) => {
    const auth = await authenticate(deps, c.req.header('authorization'));
    if (!auth) throw new HttpError(401, messages.unauthorized);
    await revokeSession(deps, auth.sessionId);
    return c.json({ message: messages.loggedOut }, 200);
  };

  const logger = createLogger(deps.config.logSilent);

  /**
   * Same status, body and (about) time for every address: the e-mail is sent in the background and the answer waits
   * for a fixed floor, so nothing tells a caller whether the address has an account. Limited per address (known or
   * not) on top of the per-IP limit of every /api/auth call.
   */
  const forgotPassword: RouteHandler<typeof forgotPasswordRoute, AppEnv> = async (c) => {
    const started = Date.now();
    const { email } = c.req.valid('json');
    if (await hitAndCheck(deps, `forgot-password:${email}`, FORGOT_PASSWORD_LIMIT, FORGOT_PASSWORD_WINDOW_MS)) {
      throw new HttpError(429, messages.tooManyResetRequests);
    }
    const [user] = await deps.db
      .select({ id: users.id, email: users.email, nickname: users.nickname, fullName: users.fullName })
      .from(users)
      .where(eq(users.email, email));
    if (user) {
      const token = newResetToken();
      // With the sweep of the user's spent and expired tokens (one index range on user_id), so the table keeps live rows.
      await deps.db
        .with(deadResetTokens(deps, user.id, nowOf(deps)))
        .insert(passwordResetTokens)
        .values({
          tokenHash: hashResetToken(token),
          userId: user.id,
          expiresAt: new Date(nowOf(deps).getTime() + RESET_TOKEN_TTL_MS),
        });
      const link = `${appUrlFor(c, deps)}/reset-password/${token}`;
      const requestId = c.var.requestId;
      mailerOf(deps)
        .send(resetEmail(user.email, user.nickname || user.fullName || user.email, link))
        .catch((error: unknown) =>
          logger.error({ msg: 'reset e-mail not sent', request_id: requestId, error: error instanceof Error ? error.message : String(error) }),
        );
    }
    const wait = FORGOT_PASSWORD_MIN_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return c.json({ message: messages.resetRequested }, 200);
  };

  /**
   * Sets a new password (sign-up rules, checked by the schema) for the account behind a live token, in one
   * transaction: the token is spent (with every other open token of the account), every session is revoked, every
   * device forgets it (its device tokens are deleted: whoever knew the old password may have signed in somewhere) and
   * the account's failed-login count is cleared.
   * Bad tokens count per client IP, like failed logins; a reset that works takes its attempt back.
   */
  const resetPassword: RouteHandler<typeof resetPasswordRoute, AppEnv> = async (c) => {
    const { token, password } = c.req.valid('json');
    const failureKey = `reset-failed:${requestIp(c, deps)}`;
    if ((await hit(deps, failureKey, RESET_FAILED_WINDOW_MS)) > RESET_FAILED_LIMIT) {
      throw new HttpError(429, messages.tooManyResetAttempts);
    }
    const tokenHash = hashResetToken(token);
    const live = () =>
      and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, nowOf(deps)));
    const [found] = await deps.db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(live());
    if (!found) throw new HttpError(400, RESET_TOKEN_INVALID);
    const passwordHash = await hashPassword(deps, password);
    const done = await deps.db.transaction(async (tx) => {
      const now = nowOf(deps);
      // Spending the token is the guard: of two requests racing with one token only one gets its row back.
      const [spent] = await tx.update(passwordResetTokens).set({ usedAt: now }).where(live()).returning({ userId: passwordResetTokens.userId });
      if (!spent) return null;
      const [owner] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: now })
        .where(eq(users.id, spent.userId))
        .returning({ email: users.email });
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
      await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, spent.userId), isNull(sessions.revokedAt)));
      await tx.delete(deviceTokens).where(eq(deviceTokens.userId, spent.userId));
      // Every session ended: no device keeps receiving the account's avisos until it signs in again.
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, spent.userId));
      // Guesses at the old password no longer matter: the owner may log in with the new one from anywhere at once.
      await tx.delete(rateLimitCounters).where(eq(rateLimitCounters.key, `login-failed:${owner!.email}`));
      return owner!;
    });
    if (!done) throw new HttpError(400, RESET_TOKEN_INVALID);
    await unhit(deps, failureKey, RESET_FAILED_WINDOW_MS);
    return c.json({ message: messages.passwordReset }, 200);
  };

  return { register, login, logout, forgotPassword, resetPassword };
}
