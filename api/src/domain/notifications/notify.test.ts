import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { dataVersion, notifications } from '../../platform/db/schema';
import type { MailMessage } from '../../platform/mail/mailer';
import { createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';
import { drainJobs } from '../../test/jobs';
import { NOTICE_EMAIL_ATTEMPTS_MAX, deliverNoticeEmails } from './email';
import { notify } from './notify';

let ctx: TestContext;
let outbox: MailMessage[];
let failing: boolean;
let users: TestPlayer[];
const championship = { championshipId: '11111111-2222-4333-8444-555555555555', championshipTitle: 'Open de Ipanema' };

beforeAll(async () => {
  ctx = await createTestContext({ config: { appUrl: 'https://app.areia.test' } });
  users = await createUsers(ctx.deps, 3);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  outbox = [];
  failing = false;
  ctx.deps.mailer = {
    send: async (message) => {
      if (failing) throw new Error('SMTP fora do ar');
      outbox.push(message);
    },
  };
  ctx.deps.now = undefined;
  // Each test starts with every earlier aviso's e-mail sent and no e-mail job waiting.
  await ctx.deps.db.update(notifications).set({ emailSentAt: new Date() });
  await drainJobs(ctx.jobs, ctx.deps);
});

const rowsOf = (userId: string) => ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
const version = async () => (await ctx.deps.db.select({ version: sql<string>`sum(${dataVersion.version})::text` }).from(dataVersion))[0]!.version;

describe('notify', () => {
  it('records the aviso in the caller transaction, with its link; a rollback leaves none', async () => {
    const [ana] = users;
    await ctx.deps.db.transaction(async (tx) => {
      await notify(tx, ctx.deps, { userId: ana!.id, kind: 'invitation_received', params: { ...championship, inviterNickname: 'Bia' } });
    });
    const [row] = await rowsOf(ana!.id);
    expect(row).toMatchObject({ kind: 'invitation_received', link: `/championship/${championship.championshipId}`, readAt: null, emailSentAt: null });
    expect(row!.params).toEqual({ ...championship, inviterNickname: 'Bia' });

    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await notify(tx, ctx.deps, { userId: ana!.id, kind: 'team_confirmed', params: { ...championship, teamName: 'Ana / Bia' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await rowsOf(ana!.id)).map((item) => item.kind)).toEqual(['invitation_received']);
    // One e-mail job, from the committed transaction only; it sends the one e-mail.
    expect((await drainJobs(ctx.jobs, ctx.deps)).map((job) => job.name)).toEqual(['notice-emails']);
    expect(outbox.map((mail) => mail.to)).toEqual([ana!.email]);
  });

  it('tells several athletes at once, each once', async () => {
    const ids = users.map((user) => user.id);
    await notify(ctx.deps.db, ctx.deps, { userIds: [...ids, ids[0]!], kind: 'games_published', params: { ...championship, phase: 'pools' } });
    const rows = await ctx.deps.db.select().from(notifications).where(inArray(notifications.userId, ids));
    expect(rows.filter((row) => row.kind === 'games_published').map((row) => row.userId).sort()).toEqual([...ids].sort());
  });

  it('refuses params that do not fit the kind, writing nothing', async () => {
    const [, bia] = users;
    await expect(
      // @ts-expect-error: a payment aviso needs its amount and deadline
      notify(ctx.deps.db, ctx.deps, { userId: bia!.id, kind: 'payment_due', params: { ...championship } }),
    ).rejects.toThrow();
    expect((await rowsOf(bia!.id)).filter((row) => row.kind === 'payment_due')).toEqual([]);
  });

  it('does not move the data version: a new aviso outdates no cached answer', async () => {
    const before = await version();
    await notify(ctx.deps.db, ctx.deps, { userId: users[2]!.id, kind: 'slot_released', params: championship });
    await ctx.deps.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.userId, users[2]!.id));
    expect(await version()).toBe(before);
  });
});

describe('deliverNoticeEmails', () => {
  it('sends each pending aviso once, in Portuguese, to its athlete, with the link into the app', async () => {
    const [ana] = users;
    await notify(ctx.deps.db, ctx.deps, { userId: ana!.id, kind: 'payment_confirmed', params: { ...championship, amountCents: 5000 } });
    expect(await deliverNoticeEmails(ctx.deps)).toBe(1);
    expect(outbox).toHaveLength(1);
    const [mail] = outbox;
    expect(mail).toMatchObject({ to: ana!.email, subject: 'Areia: Pagamento confirmado' });
    expect(mail!.text).toContain(`Olá, ${ana!.nickname}!`);
    expect(mail!.text).toContain('O organizador confirmou o pagamento da sua parte de R$ 50,00 no campeonato Open de Ipanema.');
    expect(mail!.text).toContain(`https://app.areia.test/championship/${championship.championshipId}`);
    expect(mail!.html).toContain(`href="https://app.areia.test/championship/${championship.championshipId}"`);
    expect(await deliverNoticeEmails(ctx.deps)).toBe(0);
    expect(outbox).toHaveLength(1);
    const [row] = (await rowsOf(ana!.id)).filter((item) => item.kind === 'payment_confirmed');
    expect(row!.emailSentAt).toBeInstanceOf(Date);
  });

  it('two senders at once send every e-mail exactly once', async () => {
    await notify(ctx.deps.db, ctx.deps, { userIds: users.map((user) => user.id), kind: 'team_confirmed', params: { ...championship, teamName: 'X / Y' } });
    const counts = await Promise.all([deliverNoticeEmails(ctx.deps), deliverNoticeEmails(ctx.deps)]);
    expect(counts[0]! + counts[1]!).toBe(3);
    expect(outbox.map((mail) => mail.to).sort()).toEqual(users.map((user) => user.email).sort());
  });

  it('a failing mail server is tried again later, with a pause, at most 5 times', async () => {
    const [, bia] = users;
    const start = Date.now();
    let offset = 0;
    ctx.deps.now = () => new Date(start + offset);
    await notify(ctx.deps.db, ctx.deps, { userId: bia!.id, kind: 'slot_released', params: championship });
    failing = true;
    expect(await deliverNoticeEmails(ctx.deps)).toBe(0);
    // Not again at once: the first retry waits a minute.
    expect(await deliverNoticeEmails(ctx.deps)).toBe(0);
    const attempts = async () => (await rowsOf(bia!.id)).find((row) => row.kind === 'slot_released' && !row.emailSentAt)!.emailAttempts;
    expect(await attempts()).toBe(1);
    offset = 61_000;
    failing = false;
    expect(await deliverNoticeEmails(ctx.deps)).toBe(1);
    expect(outbox.map((mail) => mail.subject)).toEqual(['Areia: Vaga liberada']);

    // One that never gets through stops after the last attempt.
    await notify(ctx.deps.db, ctx.deps, { userId: bia!.id, kind: 'payment_confirmed', params: { ...championship, amountCents: 100 } });
    failing = true;
    for (let attempt = 0; attempt < NOTICE_EMAIL_ATTEMPTS_MAX + 2; attempt += 1) {
      await deliverNoticeEmails(ctx.deps);
      offset += 60 * 60 * 1000;
    }
    const [given] = (await rowsOf(bia!.id)).filter((row) => row.kind === 'payment_confirmed');
    expect(given).toMatchObject({ emailSentAt: null, emailAttempts: NOTICE_EMAIL_ATTEMPTS_MAX });
  });
});
