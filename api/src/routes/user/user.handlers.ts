import type { RouteHandler } from '@hono/zod-openapi';
import type { UpdateProfile } from '@areia/shared/core/schemas/user';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { modalities, userModalities, users } from '../../platform/db/schema';
import { foldNickname } from '@areia/shared/core/validation/nickname';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { removeStoredAvatar, storeAvatar, uploadedImage } from '../../platform/media/avatar';
import { uniqueViolation } from '../../platform/db/db-errors';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { absoluteUrl } from '../../platform/media/media';
import { mediaStoreOf } from '../../platform/media/media-store';
import { messages } from '../../platform/http/messages';
import { loadProfile } from '../../domain/players/profile';
import type { getMeRoute, updateAvatarRoute, updateMeRoute } from './user.routes';

export function userHandlers(deps: AppDeps) {
  const getMe: RouteHandler<typeof getMeRoute, AppEnv> = async (c) => {
    return c.json(await loadProfile(deps, c, c.var.auth.id, { confirm: true }), 200);
  };

  const updateMe: RouteHandler<typeof updateMeRoute, AppEnv> = async (c) => {
    const body = c.req.valid('json');
    const userId = c.var.auth.id;
    const activeModalities = body.modalities ? [...new Set(body.modalities.map((m) => m.modality))] : undefined;
    if (activeModalities && activeModalities.length > 0) {
      // The body schema already checks the shape; this keeps a malformed id away from the uuid column regardless.
      if (!activeModalities.every(isUuid)) throw new HttpError(400, messages.modalityInvalid);
      const known = await deps.db.select({ id: modalities.id }).from(modalities).where(inArray(modalities.id, activeModalities));
      if (known.length !== activeModalities.length) throw new HttpError(400, messages.modalityInvalid);
    }
    if (body.nickname !== undefined) {
      const [other] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`(lower(${users.nickname}) = lower(${body.nickname}) or ${users.nicknameFolded} = ${foldNickname(body.nickname)})`,
            sql`${users.id} <> ${userId}`,
          ),
        );
      if (other) throw new HttpError(409, messages.nicknameTaken);
    }
    try {
      await saveProfile(userId, body, activeModalities);
    } catch (error) {
      // Two users taking the same nickname at once both pass the check above; the unique index decides, as in sign-up.
      if (uniqueViolation(error)?.constraint.includes('users_nickname_')) throw new HttpError(409, messages.nicknameTaken);
      throw error;
    }
    return c.json(await loadProfile(deps, c, userId), 200);
  };

  const saveProfile = (userId: string, body: UpdateProfile, activeModalities: string[] | undefined) =>
    deps.db.transaction(async (tx) => {
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: nowOf(deps) };
      if (body.full_name !== undefined) changes.fullName = body.full_name;
      if (body.nickname !== undefined) {
        changes.nickname = body.nickname;
        changes.nicknameFolded = foldNickname(body.nickname);
      }
      if (body.born !== undefined) changes.born = body.born;
      if (body.gender !== undefined) changes.gender = body.gender;
      await tx.update(users).set(changes).where(eq(users.id, userId));
      if (activeModalities) {
        // The body lists the active modalities; every other one the user had becomes inactive.
        const others = activeModalities.length > 0 ? notInArray(userModalities.modality, activeModalities) : undefined;
        await tx.update(userModalities).set({ status: 'inactive' }).where(and(eq(userModalities.userId, userId), others));
        for (const modality of activeModalities) {
          await tx
            .insert(userModalities)
            .values({ userId, modality, status: 'active' })
            .onConflictDoUpdate({ target: [userModalities.userId, userModalities.modality], set: { status: 'active' } });
        }
      }
    });

  const updateAvatar: RouteHandler<typeof updateAvatarRoute, AppEnv> = async (c) => {
    const image = await uploadedImage(c, 'avatar', { missing: messages.avatarMissing, invalid: messages.invalidImage });
    const userId = c.var.auth.id;
    const [previous] = await deps.db.select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId));
    const store = mediaStoreOf(deps);
    const storedPath = await storeAvatar(store, userId, image);
    await deps.db.update(users).set({ avatarPath: storedPath, updatedAt: nowOf(deps) }).where(eq(users.id, userId));
    await removeStoredAvatar(store, previous?.avatarPath ?? null);
    return c.json({ avatar_url: absoluteUrl(c, deps, storedPath)! }, 200);
  };

  return { getMe, updateMe, updateAvatar };
}

