import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { PUSH_GROUPS } from '@areia/shared/core/rules/push';
import { pushDeviceSchema, pushKeySchema } from '@areia/shared/core/schemas/push';
import { notifications, pushSubscriptions } from '../../platform/db/schema';
import type { MailMessage } from '../../platform/mail/mailer';
import { openSession } from '../../platform/auth/auth';
import { rotateVapidKey } from '../../platform/push/vapid-keys';
import { notify } from '../../domain/notifications/notify';
import { call, createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';
import { drainJobs } from '../../test/jobs';
import { startLocalPushService, verifyVapid, type LocalPushService, type TestSubscription } from '../../test/push-service';

const SUBJECT = 'mailto:operacao@areia.app';
const APP_URL = 'https://app.areia.test';
const championship = { championshipId: '11111111-2222-4333-8444-555555555555', championshipTitle: 'Open de Ipanema' };

let ctx: TestContext;
let service: LocalPushService;
let outbox: MailMessage[];

beforeAll(async () => {
  service = await startLocalPushService();
  ctx = await createTestContext({ config: { appUrl: APP_URL, pushSubject: SUBJECT, pushHosts: ['127.0.0.1'] } });
  ctx.deps.pushAgent = service.agent;
  ctx.deps.mailer = { send: async (message) => void outbox.push(message) };
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});
beforeEach(async () => {
  ctx.deps.now = undefined;
  await drainJobs(ctx.jobs, ctx.deps);
  outbox = [];
  service.received.length = 0;
});

const key = async () => pushKeySchema.parse((await call(ctx.app, 'GET', '/api/push/key')).body);

/** Subscribes a device the way the app does: the server's key, the browser's subscription, the groups switched on. */
async function subscribe(user: { token: string }, groups?: string[], userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X)') {
  const subscription = service.subscription();
  const response = await call(ctx.app, 'POST', '/api/me/push-subscriptions', {
    token: user.token,
    headers: { 'user-agent': userAgent },
    json: { endpoint: subscription.endpoint, keys: subscription.keys, key_id: (await key()).key_id, expirationTime: null, ...(groups ? { groups } : {}) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { subscription, device: pushDeviceSchema.parse(response.body) };
}

const pushesTo = (subscription: TestSubscription) => service.received.filter((request) => request.path === new URL(subscription.endpoint).pathname);
const devicesOf = (userId: string) => ctx.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const invite = (userIds: string[]) => notify(ctx.deps.db, ctx.deps, { userIds, kind: 'invitation_received', params: { ...championship, inviterNickname: 'Bia' } });

describe('push subscriptions', () => {
  let ana: TestPlayer;
  beforeAll(async () => {
    [ana] = (await createUsers(ctx.deps, 1)) as [TestPlayer];
  });

  it('registers this device per user with its user agent and groups; the same endpoint again updates it', async () => {
    const { subscription, device } = await subscribe(ana, ['games', 'invitations']);
    expect(device).toMatchObject({ endpoint: subscription.endpoint, groups: ['invitations', 'games'], user_agent: expect.stringContaining('iPhone') });
    const again = await call(ctx.app, 'POST', '/api/me/push-subscriptions', {
      token: ana.token,
      json: { endpoint: subscription.endpoint, keys: subscription.keys, key_id: (await key()).key_id, groups: ['results'] },
    });
    expect(again.body).toMatchObject({ id: device.id, groups: ['results'] });
    const listed = await call(ctx.app, 'GET', '/api/me/push-subscriptions', { token: ana.token });
    expect(listed.body.map((item: { id: string; groups: string[] }) => [item.id, item.groups])).toEqual([[device.id, ['results']]]);
    // Omitted groups: every group.
    expect((await subscribe(ana)).device.groups).toEqual([...PUSH_GROUPS]);
  });

  it('refuses an endpoint outside the push services (422), a key the server does not have (409) and a broken body (400), writing nothing', async () => {
    const before = (await devicesOf(ana.id)).length;
    const subscription = service.subscription();
    const elsewhere = await call(ctx.app, 'POST', '/api/me/push-subscriptions', {
      token: ana.token,
      json: { endpoint: 'https://10.0.0.5/admin', keys: subscription.keys, key_id: (await key()).key_id },
    });
    expect(elsewhere).toMatchObject({ status: 422, body: { message: 'Este endereço de notificações não é de um serviço de push conhecido' } });
    const unknownKey = await call(ctx.app, 'POST', '/api/me/push-subscriptions', { token: ana.token, json: { endpoint: subscription.endpoint, keys: subscription.keys, key_id: 'nenhuma' } });
    expect(unknownKey.status).toBe(409);
    for (const json of [{}, { endpoint: 'http://127.0.0.1/x', keys: subscription.keys, key_id: 'x' }, { endpoint: subscription.endpoint, keys: { p256dh: 'curta', auth: 'x' }, key_id: 'x' }, { endpoint: subscription.endpoint, keys: subscription.keys, key_id: 'x', groups: ['spam'] }]) {
      const response = await call(ctx.app, 'POST', '/api/me/push-subscriptions', { token: ana.token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body.message).toMatch(/Envie|Escolha/);
    }
    expect((await devicesOf(ana.id)).length).toBe(before);
  });

  it('DELETE removes only the caller’s own device', async () => {
    const [other] = (await createUsers(ctx.deps, 1)) as [TestPlayer];
    const { subscription } = await subscribe(other);
    expect((await call(ctx.app, 'DELETE', '/api/me/push-subscriptions', { token: ana.token, json: { endpoint: subscription.endpoint } })).status).toBe(200);
    expect(await devicesOf(other.id)).toHaveLength(1);
    const gone = await call(ctx.app, 'DELETE', '/api/me/push-subscriptions', { token: other.token, json: { endpoint: subscription.endpoint } });
    expect(gone).toMatchObject({ status: 200, body: { message: 'Este aparelho não recebe mais avisos no celular' } });
    expect(await devicesOf(other.id)).toEqual([]);
  });

  it('signing out deletes this device’s subscription, not the one of the user’s other phone', async () => {
    const [bruno] = (await createUsers(ctx.deps, 1)) as [TestPlayer];
    const phone = { token: await openSession(ctx.deps, bruno) };
    await subscribe(bruno);
    const other = await subscribe(phone);
    expect(await devicesOf(bruno.id)).toHaveLength(2);
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token: bruno.token })).status).toBe(200);
    expect((await devicesOf(bruno.id)).map((row) => row.endpoint)).toEqual([other.subscription.endpoint]);
  });
});

describe('sending', () => {
  it('pushes the aviso once per device after the transaction commits: encrypted payload, TTL, urgency and VAPID signature', async () => {
    const [carla, duda] = (await createUsers(ctx.deps, 2)) as [TestPlayer, TestPlayer];
    const phone = await subscribe(carla);
    const tablet = await subscribe({ token: await openSession(ctx.deps, carla) }, undefined, 'Mozilla/5.0 (Linux; Android 14)');
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await notify(tx, ctx.deps, { userId: carla.id, kind: 'team_confirmed', params: { ...championship, teamName: 'Carla / Duda' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await invite([carla.id, duda.id]);
    expect(service.received).toEqual([]);

    const ran = await drainJobs(ctx.jobs, ctx.deps);
    expect(ran.filter((job) => job.name === 'notice-push')).toHaveLength(2);
    expect(ran.every((job) => !job.error)).toBe(true);
    const [aviso] = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, carla.id));
    const { public_key: publicKey } = await key();
    for (const { subscription } of [phone, tablet]) {
      const [request] = pushesTo(subscription);
      expect(pushesTo(subscription)).toHaveLength(1);
      expect(request!.headers).toMatchObject({ ttl: String(24 * 3600), urgency: 'normal', 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream' });
      const vapid = await verifyVapid(request!.headers.authorization as string, service.origin);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims.sub).toBe(SUBJECT);
      expect((vapid.claims.exp as number) * 1000).toBeGreaterThan(Date.now());
      expect((vapid.claims.exp as number) * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
      const payload = JSON.parse(subscription.decrypt(request!.body));
      const path = `/championship/${championship.championshipId}`;
      const title = 'Convite para jogar';
      const body = 'Bia convidou você para formar um time no campeonato Open de Ipanema.';
      const tag = `championship-${championship.championshipId}`;
      expect(payload).toEqual({
        id: aviso!.id,
        title,
        body,
        path,
        tag,
        web_push: 8030,
        notification: { title, body, navigate: `${APP_URL}${path}`, tag, lang: 'pt-BR', dir: 'ltr', data: { id: aviso!.id, path } },
      });
      expect(request!.body.length).toBeLessThan(1024);
    }
    // The pushed athlete gets no e-mail for it; the one without a device does.
    expect(outbox.map((mail) => mail.to)).toEqual([duda.email]);
    expect(await drainJobs(ctx.jobs, ctx.deps)).toEqual([]);
  });

  it('a game call is urgent and short-lived', async () => {
    const [eva] = (await createUsers(ctx.deps, 1)) as [TestPlayer];
    const { subscription } = await subscribe(eva);
    await notify(ctx.deps.db, ctx.deps, { userId: eva.id, kind: 'game_called', params: { ...championship, gameId: 'g1', court: 'Quadra 2' } });
    await drainJobs(ctx.jobs, ctx.deps);
    const [request] = pushesTo(subscription);
    expect(request!.headers).toMatchObject({ ttl: '600', urgency: 'high' });
    expect(JSON.parse(subscription.decrypt(request!.body))).toMatchObject({ title: 'Chamado agora — Quadra 2' });
  });

  it('a group switched off on a device sends nothing there, and e-mails it unless another device wants it', async () => {
    const [fabi, gabi] = (await createUsers(ctx.deps, 2)) as [TestPlayer, TestPlayer];
    const gamesOnly = await subscribe(fabi, ['games']);
    const gabiGames = await subscribe(gabi, ['games']);
    const gabiAll = await subscribe({ token: await openSession(ctx.deps, gabi) });
    await invite([fabi.id, gabi.id]);
    await drainJobs(ctx.jobs, ctx.deps);
    expect(pushesTo(gamesOnly.subscription)).toEqual([]);
    expect(pushesTo(gabiGames.subscription)).toEqual([]);
    expect(pushesTo(gabiAll.subscription)).toHaveLength(1);
    expect(outbox.map((mail) => mail.to)).toEqual([fabi.email]);
  });

  it('deletes a subscription the push service answers 404 or 410 for', async () => {
    const users = (await createUsers(ctx.deps, 2)) as [TestPlayer, TestPlayer];
    const devices = [];
    for (const [user, status] of [[users[0], 404], [users[1], 410]] as const) {
      const { subscription } = await subscribe(user);
      service.answer(subscription.endpoint, status);
      devices.push(subscription);
    }
    await invite(users.map((user) => user.id));
    const ran = await drainJobs(ctx.jobs, ctx.deps);
    expect(ran.filter((job) => job.name === 'notice-push').map((job) => job.error)).toEqual([undefined, undefined]);
    for (const subscription of devices) expect(pushesTo(subscription)).toHaveLength(1);
    expect(await ctx.deps.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, users.map((user) => user.id)))).toEqual([]);
  });

  it('retries a push the service fails (500) through the job queue, later by the clock, until it goes through', async () => {
    const [hugo] = (await createUsers(ctx.deps, 1)) as [TestPlayer];
    const { subscription } = await subscribe(hugo);
    service.answer(subscription.endpoint, 500);
    await invite([hugo.id]);
    const start = new Date(Date.now() + 1000);
    ctx.deps.now = () => start;
    const first = await drainJobs(ctx.jobs, ctx.deps);
    expect(first.filter((job) => job.name === 'notice-push').map((job) => job.error)).toEqual([expect.stringContaining('500')]);
    // Not again at once: the queue waits a minute before the first retry.
    expect(await drainJobs(ctx.jobs, ctx.deps)).toEqual([]);
    service.answer(subscription.endpoint, 201);
    ctx.deps.now = () => new Date(start.getTime() + 3 * 60_000);
    const retried = await drainJobs(ctx.jobs, ctx.deps);
    expect(retried.map((job) => [job.name, job.error])).toEqual([['notice-push', undefined]]);
    expect(pushesTo(subscription)).toHaveLength(2);
    expect(await devicesOf(hugo.id)).toHaveLength(1);
    // Pushed, so never e-mailed, even while the push was failing.
    expect(outbox).toEqual([]);
  });

  it('after a VAPID rotation, a device is pushed with the key it subscribed with; new ones get the new key', async () => {
    const [ines, joao] = (await createUsers(ctx.deps, 2)) as [TestPlayer, TestPlayer];
    const before = await key();
    const old = await subscribe(ines);
    await rotateVapidKey(ctx.deps.db);
    // Other instances see the new key within a minute; this one is asked for it by id at once.
    const rotatedKid = (await ctx.deps.db.execute(sql`select kid from vapid_keys where slot = 'current'`)) as unknown as { rows: { kid: string }[] };
    expect(rotatedKid.rows[0]!.kid).not.toBe(before.key_id);
    await invite([ines.id, joao.id]);
    await drainJobs(ctx.jobs, ctx.deps);
    expect((await verifyVapid(pushesTo(old.subscription)[0]!.headers.authorization as string, service.origin)).publicKey).toBe(before.public_key);
  });
});
