import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameDaySchema } from '@areia/shared/core/schemas/gameday';
import { championships, games } from '../platform/db/schema';
import { VOLEI, call, createTestContext, loginDemo, type TestContext } from '../test/context';
import { LIVE_DEMO_TITLE, refreshLiveDemo } from './live-demo';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('the live demo championship', () => {
  it('is being played whenever the app starts: a game on each court with its set score, court 2 late, athletes checked in', async () => {
    // 21:30 in Brasília on another day: the demo is dated around the clock, whatever it is.
    const now = new Date('2027-03-10T00:30:00Z');
    ctx.deps.now = () => now;
    try {
      expect(await refreshLiveDemo(ctx.deps)).toBe(true);
      const [row] = await ctx.deps.db.select().from(championships).where(eq(championships.title, LIVE_DEMO_TITLE));
      const day = gameDaySchema.parse((await call(ctx.app, 'GET', `/api/live/championships/${row!.id}/day`)).body);
      expect(day.courts.map((court) => court.court)).toEqual(['Quadra 1', 'Quadra 2']);
      for (const court of day.courts) {
        expect(court.current?.state).toBe('em_quadra');
        expect(court.current?.liveSets?.length).toBeGreaterThan(0);
        expect(court.next.length).toBeGreaterThan(0);
      }
      expect(day.courts[0]!.current!.delayMinutes).toBe(0);
      expect(day.courts[1]!.current!.delayMinutes).toBe(25);
      expect(day.courts[1]!.next[0]!.delayMinutes).toBeGreaterThanOrEqual(20);
      expect(day.games.filter((game) => game.state === 'encerrado').length).toBeGreaterThan(0);

      // Running it again dates the same games the same way.
      const before = await ctx.deps.db.select().from(games).where(eq(games.championshipId, row!.id)).orderBy(games.id);
      await refreshLiveDemo(ctx.deps);
      const after = await ctx.deps.db.select().from(games).where(eq(games.championshipId, row!.id)).orderBy(games.id);
      expect(after.map((game) => [game.scheduledAt, game.calledAt, game.queuePosition])).toEqual(before.map((game) => [game.scheduledAt, game.calledAt, game.queuePosition]));

      // The demo athlete plays it: it is in the "Ao vivo" filter.
      const demo = await loginDemo(ctx.app);
      const live = await call(ctx.app, 'GET', `/api/championships/${VOLEI}?filter=live`, { token: demo.token });
      expect((live.body as { title: string; status: string }[]).map((item) => item.title)).toContain(LIVE_DEMO_TITLE);
    } finally {
      delete ctx.deps.now;
    }
  });
});
