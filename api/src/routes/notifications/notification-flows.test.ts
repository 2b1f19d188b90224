import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { notificationSchema, type Notification } from '@areia/shared/core/schemas/notification';
import { organizerChampionshipDetailSchema, organizerGameSchema } from '@areia/shared/core/schemas/organizer';
import { notifications } from '../../platform/db/schema';
import type { MailMessage } from '../../platform/mail/mailer';
import { drainJobs } from '../../test/jobs';
import { ORGANIZER_ACCOUNT } from '../../seed/seed';
import { VOLEI, call, createChampionship, createChampionshipWithTeams, createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';

// The avisos the product's own steps create, as the athletes read them, and their e-mails.
let ctx: TestContext;
let organizer: { token: string; userId: string };
let outbox: MailMessage[];
let mailDown: boolean;

beforeAll(async () => {
  ctx = await createTestContext({ config: { appUrl: 'https://app.areia.test' } });
  const login = await call(ctx.app, 'POST', '/api/auth/login', { json: { email: ORGANIZER_ACCOUNT.email, password: ORGANIZER_ACCOUNT.password } });
  organizer = { token: login.body.token, userId: login.body.user.id };
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  outbox = [];
  mailDown = false;
  ctx.deps.mailer = {
    send: async (message) => {
      if (mailDown) throw new Error('SMTP fora do ar');
      outbox.push(message);
    },
  };
});

const avisosOf = async (user: TestPlayer): Promise<Notification[]> =>
  z.array(notificationSchema).parse((await call(ctx.app, 'GET', '/api/notifications', { token: user.token })).body);
const unreadOf = async (user: TestPlayer) => (await call(ctx.app, 'GET', '/api/notifications/unread', { token: user.token })).body.count as number;
const member = (id: string) => ({ player_id: id, nickname: 'x', avatar_url: null, rating: 0, whatsapp: null });
const signUp = (championshipId: string, caller: TestPlayer, partner: TestPlayer) =>
  call(ctx.app, 'POST', `/api/championships/${VOLEI}/${championshipId}/teams`, {
    token: caller.token,
    json: { championship_id: championshipId, team_members: [member(caller.id), member(partner.id)] },
  });

describe('an invitation, then a confirmed team', () => {
  it('the partner is told of the invitation in the app and by e-mail; the inviter is told when the team is confirmed', async () => {
    const championship = await createChampionship(ctx.deps, { title: 'Desafio do Leme', maxTeams: 1 });
    const [ana, bia, caio, duda] = await createUsers(ctx.deps, 4);
    expect((await signUp(championship.id, ana!, bia!)).status).toBe(201);

    expect(await unreadOf(bia!)).toBe(1);
    const [invited] = await avisosOf(bia!);
    expect(invited).toMatchObject({
      kind: 'invitation_received',
      title: 'Convite para jogar',
      text: `${ana!.nickname} convidou você para formar um time no campeonato Desafio do Leme.`,
      link: `/championship/${championship.id}`,
      read_at: null,
    });
    expect(await avisosOf(ana!)).toEqual([]);
    // The e-mail is a job the sign-up's transaction wrote; it runs once that has committed.
    expect(outbox).toEqual([]);
    expect((await drainJobs(ctx.jobs, ctx.deps)).map((job) => job.name)).toEqual(['notice-emails']);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: bia!.email, subject: 'Areia: Convite para jogar' });
    expect(outbox[0]!.text).toContain(`https://app.areia.test/championship/${championship.id}`);

    // A refused sign-up (no slot left) tells nobody, and leaves no job.
    expect((await signUp(championship.id, caio!, duda!)).status).toBe(409);
    expect(await avisosOf(duda!)).toEqual([]);
    expect(await drainJobs(ctx.jobs, ctx.deps)).toEqual([]);

    const [invitation] = (await call(ctx.app, 'GET', '/api/invitations', { token: bia!.token })).body as { id: string }[];
    expect((await call(ctx.app, 'POST', `/api/invitations/${invitation!.id}/accept`, { token: bia!.token })).status).toBe(200);
    const [confirmed] = await avisosOf(ana!);
    expect(confirmed).toMatchObject({
      kind: 'team_confirmed',
      title: 'Time confirmado',
      // A paid championship: the aviso says each share's amount and deadline and opens the PIX sheet.
      text: expect.stringMatching(
        new RegExp(`^O time ${ana!.nickname} / ${bia!.nickname} está confirmado no campeonato Desafio do Leme\\. Pague sua parte de R\\$ 50,00 até \\d{2}/\\d{2}/\\d{2} às \\d{2}:\\d{2}: sem o pagamento, o time perde a vaga\\.$`),
      ),
      link: `/championship/${championship.id}?pagar=1`,
    });
    // The one who accepted saw it on screen: only the invitation is in their list.
    expect((await avisosOf(bia!)).map((item) => item.kind)).toEqual(['invitation_received']);
    await drainJobs(ctx.jobs, ctx.deps);
    expect(outbox.map((mail) => [mail.to, mail.subject])).toEqual([
      [bia!.email, 'Areia: Convite para jogar'],
      [ana!.email, 'Areia: Time confirmado'],
    ]);
  });

  it('a mail server that is down never fails the sign-up; the aviso is in the app and its e-mail waits', async () => {
    const championship = await createChampionship(ctx.deps);
    const [ana, bia] = await createUsers(ctx.deps, 2);
    mailDown = true;
    expect((await signUp(championship.id, ana!, bia!)).status).toBe(201);
    await drainJobs(ctx.jobs, ctx.deps);
    expect(outbox).toEqual([]);
    expect((await avisosOf(bia!)).map((item) => item.kind)).toEqual(['invitation_received']);
    const [row] = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, bia!.id));
    expect(row).toMatchObject({ emailSentAt: null, emailAttempts: 1 });
  });
});

describe('pools, the knockout and scores', () => {
  const base = '/api/organizer/championships';
  const schedule = { startsAt: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 86_400_000).toISOString(), courts: 2, minutesPerGame: 30 };

  it('every drawn player is told when the pools and when the knockout are published; the other team is asked to confirm a reported score', async () => {
    const { id, teams } = await createChampionshipWithTeams(ctx.deps, 4, { organizerId: organizer.userId, occurs: new Date(schedule.startsAt), title: 'Copa Arpoador' });
    const players = teams.flatMap((team) => team.players);
    expect((await call(ctx.app, 'POST', `${base}/${id}/close-signups`, { token: organizer.token })).status).toBe(200);
    const drawn = await call(ctx.app, 'POST', `${base}/${id}/pools`, { token: organizer.token, json: { mode: 'snake', poolSize: 4, ...schedule } });
    expect(drawn.status).toBe(200);
    for (const player of players) {
      expect(await avisosOf(player)).toMatchObject([
        { kind: 'games_published', title: 'Grupos sorteados', text: 'Os grupos e os jogos do campeonato Copa Arpoador foram publicados.', link: `/championship/${id}/details` },
      ]);
    }
    await drainJobs(ctx.jobs, ctx.deps);
    expect(outbox.map((mail) => mail.to).sort()).toEqual(players.map((player) => player.email).sort());
    expect(organizerChampionshipDetailSchema.parse(drawn.body).stage).toBe('em_andamento');

    // A player of team A reports the first game: the two players of team B are asked to confirm.
    const games = z.array(organizerGameSchema).parse((await call(ctx.app, 'GET', `${base}/${id}/games`, { token: organizer.token })).body);
    const first = games[0]!;
    const teamOf = (teamId: string) => teams.find((team) => team.id === teamId)!;
    const reporter = teamOf(first.teamAId).players[0]!;
    const sets = [{ a: 21, b: 15 }, { a: 21, b: 17 }];
    expect((await call(ctx.app, 'POST', `/api/games/${first.id}/report`, { token: reporter.token, json: { sets } })).status).toBe(201);
    for (const opponent of teamOf(first.teamBId).players) {
      expect((await avisosOf(opponent))[0]).toMatchObject({
        kind: 'score_to_confirm',
        title: 'Placar para confirmar',
        text: `${reporter.nickname} informou o placar de um jogo seu no campeonato Copa Arpoador. Confirme ou conteste o resultado.`,
        link: `/championship/${id}/details`,
      });
    }
    const reporterSide = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, teamOf(first.teamAId).players.map((player) => player.id)), eq(notifications.kind, 'score_to_confirm')));
    expect(reporterSide).toEqual([]);

    // A second report of the same game is refused and tells nobody again.
    const again = await call(ctx.app, 'POST', `/api/games/${first.id}/report`, { token: teamOf(first.teamBId).players[0]!.token, json: { sets } });
    expect(again.status).toBe(409);
    const asked = await ctx.deps.db.select().from(notifications).where(and(eq(notifications.kind, 'score_to_confirm'), eq(notifications.userId, teamOf(first.teamBId).players[0]!.id)));
    expect(asked).toHaveLength(1);

    // The pools finished, the knockout is published: everyone drawn is told.
    for (const game of games) {
      const saved = await call(ctx.app, 'PUT', `/api/organizer/games/${game.id}/score`, { token: organizer.token, json: { sets, version: game.version } });
      expect(saved.status).toBe(200);
    }
    expect((await call(ctx.app, 'POST', `${base}/${id}/knockout`, { token: organizer.token, json: { qualifiersPerPool: 2 } })).status).toBe(200);
    for (const player of players) {
      expect((await avisosOf(player))[0]).toMatchObject({ kind: 'games_published', title: 'Mata-mata publicado', text: 'Os jogos do mata-mata do campeonato Copa Arpoador foram publicados.' });
    }
  });

  it('every athlete signed up is told when the organizer cancels, with the reason; a second cancel tells nobody again', async () => {
    const { id, teams } = await createChampionshipWithTeams(ctx.deps, 2, { organizerId: organizer.userId, title: 'Copa Prainha' });
    const cancelled = await call(ctx.app, 'POST', `${base}/${id}/cancel`, { token: organizer.token, json: { reason: 'Ressaca prevista no fim de semana' } });
    expect(cancelled.status).toBe(200);
    const players = teams.flatMap((team) => team.players);
    for (const player of players) {
      expect(await avisosOf(player)).toMatchObject([
        {
          kind: 'championship_cancelled',
          title: 'Campeonato cancelado',
          text: 'O campeonato Copa Prainha foi cancelado pelo organizador. Motivo: Ressaca prevista no fim de semana',
          link: `/championship/${id}`,
        },
      ]);
    }
    expect((await call(ctx.app, 'POST', `${base}/${id}/cancel`, { token: organizer.token, json: { reason: 'De novo' } })).status).toBe(409);
    expect(await avisosOf(players[0]!)).toHaveLength(1);
  });
});
