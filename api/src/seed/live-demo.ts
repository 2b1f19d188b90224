import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { nowOf } from '../deps';
import { championships, checkIns, games, teamMembers, users } from '../platform/db/schema';
import { ORGANIZER_ACCOUNT } from './seed';

/** The demo championship that is being played whenever the app starts. */
export const LIVE_DEMO_TITLE = 'Rei da Praia Leme';
const MINUTE = 60_000;
const PACE = 40 * MINUTE;
/** Court 2 runs this late: its game on court was called 25 minutes after its time, so its queue shows the delay. */
const LATE = 25 * MINUTE;

/**
 * Dates the live demo championship around `now`, so a newcomer sees a day being played whenever `pnpm start` runs:
 * on each court the games already played, one on court with a set score (court 2 running late), the rest waiting in
 * the queue, and a few athletes checked in. Only that demo championship of the demo organizer is touched, and only
 * while it is being played; running it again re-dates the same games (idempotent).
 */
export async function refreshLiveDemo(deps: AppDeps): Promise<boolean> {
  // Whole minutes: calendars (.ics) and screens show minutes, and nothing should differ below them.
  const now = new Date(Math.floor(nowOf(deps).getTime() / MINUTE) * MINUTE);
  return deps.db.transaction(async (tx) => {
    const [championship] = await tx
      .select({ id: championships.id })
      .from(championships)
      .innerJoin(users, eq(users.id, championships.organizerId))
      .where(and(eq(championships.title, LIVE_DEMO_TITLE), eq(users.email, ORGANIZER_ACCOUNT.email), isNull(championships.finishedAt), isNull(championships.cancelledAt)))
      .for('update', { of: championships });
    if (!championship) return false;
    const rows = await tx
      .select()
      .from(games)
      .where(eq(games.championshipId, championship.id))
      .orderBy(asc(games.court), asc(games.phase), asc(games.id));
    const courts = [...new Set(rows.map((row) => row.court ?? ''))].sort();
    let first = now;
    const onCourt: string[] = [];
    for (const [courtIndex, court] of courts.entries()) {
      // Played games first, then the rest, each in its drawn order.
      const queue = rows.filter((row) => (row.court ?? '') === court).sort((a, b) => Number(b.status === 'finalizado') - Number(a.status === 'finalizado'));
      const played = queue.filter((row) => row.status === 'finalizado').length;
      const late = courtIndex === 1 ? LATE : 0;
      // The game on court was due 15 minutes ago (plus the court's delay).
      const start = now.getTime() - 15 * MINUTE - late - played * PACE;
      for (const [index, row] of queue.entries()) {
        const scheduledAt = new Date(start + index * PACE);
        const calledAt = index < played ? new Date(scheduledAt.getTime() + Math.round((late * (index + 1)) / (played + 1))) : index === played ? new Date(now.getTime() - 15 * MINUTE) : null;
        const endedAt = index < played ? new Date(calledAt!.getTime() + PACE - 2 * MINUTE) : null;
        const liveSets = index === played ? (courtIndex === 0 ? [{ a: 21, b: 17 }, { a: 12, b: 9 }] : [{ a: 8, b: 11 }]) : null;
        if (index === played) onCourt.push(row.teamAId, row.teamBId);
        if (scheduledAt < first) first = scheduledAt;
        await tx.update(games).set({ scheduledAt, calledAt, endedAt, liveSets, queuePosition: index + 1, notBefore: null }).where(eq(games.id, row.id));
      }
    }
    await tx.update(championships).set({ occurs: first, courts: courts.length, minutesPerGame: PACE / MINUTE }).where(eq(championships.id, championship.id));
    // The athletes on court are at the arena.
    const present = onCourt.length ? await tx.select({ playerId: teamMembers.playerId }).from(teamMembers).where(inArray(teamMembers.teamId, onCourt)) : [];
    await tx.delete(checkIns).where(eq(checkIns.championshipId, championship.id));
    if (present.length) await tx.insert(checkIns).values(present.map((row) => ({ championshipId: championship.id, playerId: row.playerId, checkedInAt: new Date(now.getTime() - 30 * MINUTE) })));
    return true;
  });
}
