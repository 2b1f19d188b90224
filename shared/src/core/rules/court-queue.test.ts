import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkInOpensAt, displayedDelay, measuredPace, predictStarts, type QueueInput, type QueuedGame } from '@areia/shared/core/rules/court-queue';

const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00-03:00`);
const MIN = 60_000;
const game = (id: string, court: string, position: number, teams: [string, string], scheduled: string, extra: Partial<QueuedGame> = {}): QueuedGame => ({
  id,
  court,
  position,
  teamIds: teams,
  scheduledAt: at(scheduled),
  ...extra,
});
const hhmm = (date: Date) => date.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });

describe('predictStarts', () => {
  const day = [
    game('g1', 'Quadra 1', 1, ['A', 'B'], '09:00'),
    game('g2', 'Quadra 1', 2, ['C', 'D'], '09:30'),
    game('g3', 'Quadra 1', 3, ['A', 'C'], '10:00'),
    game('g4', 'Quadra 2', 1, ['E', 'F'], '09:00'),
  ];

  it('keeps the draw\'s times while play is on time', () => {
    const predicted = predictStarts({ now: at('08:00'), games: day, pauses: [], paceMinutes: 30, restMinutes: 0 });
    expect(['g1', 'g2', 'g3', 'g4'].map((id) => hhmm(predicted.get(id)!.predictedStart))).toEqual(['09:00', '09:30', '10:00', '09:00']);
    expect(predicted.get('g1')!.state).toBe('aguardando');
  });

  it('moves the rest of a court\'s queue by a late call, at the measured pace', () => {
    const late = day.map((item) => (item.id === 'g1' ? { ...item, calledAt: at('09:15') } : item));
    const predicted = predictStarts({ now: at('09:20'), games: late, pauses: [], paceMinutes: 30, restMinutes: 0 });
    expect(predicted.get('g1')!.state).toBe('em_quadra');
    expect(hhmm(predicted.get('g2')!.predictedStart)).toBe('09:45');
    expect(predicted.get('g2')!.delayMinutes).toBe(15);
    expect(hhmm(predicted.get('g3')!.predictedStart)).toBe('10:15');
    // Another court is not held up by it; a game nobody called yet is due now at the earliest.
    expect(hhmm(predicted.get('g4')!.predictedStart)).toBe('09:20');
  });

  it('waits for a team\'s rest, a court\'s pause, the organizer\'s "later" and the clock', () => {
    const games = [game('g1', 'Quadra 1', 1, ['A', 'B'], '09:00', { calledAt: at('09:00'), endedAt: at('09:40') }), game('g2', 'Quadra 2', 1, ['A', 'C'], '09:30')];
    expect(hhmm(predictStarts({ now: at('09:40'), games, pauses: [], paceMinutes: 30, restMinutes: 10 }).get('g2')!.predictedStart)).toBe('09:50');
    expect(hhmm(predictStarts({ now: at('09:40'), games, pauses: [{ court: 'Quadra 2', until: at('10:05') }], paceMinutes: 30, restMinutes: 10 }).get('g2')!.predictedStart)).toBe('10:05');
    const later = [games[0]!, { ...games[1]!, notBefore: at('11:00') }];
    expect(hhmm(predictStarts({ now: at('09:40'), games: later, pauses: [], paceMinutes: 30, restMinutes: 10 }).get('g2')!.predictedStart)).toBe('11:00');
    expect(hhmm(predictStarts({ now: at('12:00'), games, pauses: [], paceMinutes: 30, restMinutes: 10 }).get('g2')!.predictedStart)).toBe('12:00');
  });

  it('gives a finished game its real times', () => {
    const games = [game('g1', 'Quadra 1', 1, ['A', 'B'], '09:00', { calledAt: at('09:05'), endedAt: at('09:48') })];
    const prediction = predictStarts({ now: at('10:00'), games, pauses: [], paceMinutes: 30, restMinutes: 10 }).get('g1')!;
    expect(prediction).toMatchObject({ state: 'encerrado', predictedStart: at('09:05'), predictedEnd: at('09:48'), delayMinutes: 5 });
  });
});

describe('measuredPace, checkInOpensAt, displayedDelay', () => {
  it('measures the day\'s pace from the games played, the draw\'s guess before any', () => {
    const played = [
      game('g1', 'Quadra 1', 1, ['A', 'B'], '09:00', { calledAt: at('09:00'), endedAt: at('09:40') }),
      game('g2', 'Quadra 2', 1, ['C', 'D'], '09:00', { calledAt: at('09:00'), endedAt: at('09:50') }),
      game('g3', 'Quadra 1', 2, ['C', 'D'], '10:00', { calledAt: at('10:00') }),
    ];
    expect(measuredPace(played, 30)).toBe(45);
    expect(measuredPace(played.slice(2), 30)).toBe(30);
  });

  it('opens check-in the given minutes before the first game and rounds delays to 5 minutes', () => {
    expect(checkInOpensAt(at('10:00'), 60)).toEqual(at('09:00'));
    expect([0, 2, 3, 14, 16].map((delayMinutes) => displayedDelay({ delayMinutes }))).toEqual([0, 0, 5, 15, 15]);
  });
});

// ---- properties -------------------------------------------------------------------------------------------------

const TEAMS = ['A', 'B', 'C', 'D', 'E', 'F'];
const BASE = at('08:00').getTime();

/** A day of 1–3 courts, each queue in time order, some games called and ended in order (what really can happen). */
const dayArbitrary: fc.Arbitrary<QueueInput> = fc
  .record({
    courts: fc.array(
      fc.array(fc.record({ pair: fc.uniqueArray(fc.constantFrom(...TEAMS), { minLength: 2, maxLength: 2 }), gap: fc.integer({ min: 0, max: 60 }), played: fc.integer({ min: 20, max: 70 }) }), {
        minLength: 1,
        maxLength: 6,
      }),
      { minLength: 1, maxLength: 3 },
    ),
    calledUpTo: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }),
    lateness: fc.integer({ min: 0, max: 40 }),
    now: fc.integer({ min: 0, max: 600 }),
    pace: fc.integer({ min: 15, max: 60 }),
    rest: fc.integer({ min: 0, max: 20 }),
    pause: fc.option(fc.record({ court: fc.integer({ min: 0, max: 2 }), until: fc.integer({ min: 0, max: 600 }) }), { nil: undefined }),
  })
  .map(({ courts, calledUpTo, lateness, now, pace, rest, pause }) => {
    const games: QueuedGame[] = [];
    courts.forEach((queue, courtIndex) => {
      let scheduled = BASE;
      let actual = BASE + lateness * MIN;
      queue.forEach((item, index) => {
        scheduled += item.gap * MIN;
        const called = index < calledUpTo[courtIndex]!;
        const ended = index < calledUpTo[courtIndex]! - 1;
        actual = Math.max(actual, scheduled);
        games.push({
          id: `c${courtIndex}g${index}`,
          court: `Quadra ${courtIndex + 1}`,
          position: index + 1,
          teamIds: [item.pair[0]!, item.pair[1]!],
          scheduledAt: new Date(scheduled),
          calledAt: called ? new Date(actual) : null,
          endedAt: ended ? new Date(actual + item.played * MIN) : null,
        });
        if (ended) actual += item.played * MIN;
      });
    });
    const lastActual = Math.max(BASE, ...games.flatMap((item) => [item.calledAt?.getTime() ?? 0, item.endedAt?.getTime() ?? 0]));
    return {
      now: new Date(Math.max(lastActual, BASE + now * MIN)),
      games,
      pauses: pause ? [{ court: `Quadra ${pause.court + 1}`, until: new Date(BASE + pause.until * MIN) }] : [],
      paceMinutes: pace,
      restMinutes: rest,
    };
  });

describe('predictStarts, for any day', () => {
  it('never starts a waiting game before the one ahead of it on its court ends', () => {
    fc.assert(
      fc.property(dayArbitrary, (input) => {
        const predicted = predictStarts(input);
        for (const item of input.games) {
          const ahead = input.games.find((other) => other.court === item.court && other.position === item.position - 1);
          const mine = predicted.get(item.id)!;
          if (ahead && mine.state === 'aguardando') expect(mine.predictedStart.getTime()).toBeGreaterThanOrEqual(predicted.get(ahead.id)!.predictedEnd.getTime());
          if (mine.state === 'aguardando') expect(mine.predictedStart.getTime()).toBeGreaterThanOrEqual(Math.max(input.now.getTime(), item.scheduledAt.getTime()));
        }
      }),
    );
  });

  it('never puts a team on two courts at once, and rests it between waiting games', () => {
    fc.assert(
      fc.property(dayArbitrary, (input) => {
        const predicted = predictStarts(input);
        const waiting = input.games.filter((item) => predicted.get(item.id)!.state === 'aguardando');
        for (const one of input.games) {
          for (const other of waiting) {
            if (one === other || !one.teamIds.some((team) => other.teamIds.includes(team))) continue;
            const p = predicted.get(one.id)!;
            const q = predicted.get(other.id)!;
            // A waiting game starts after (plus the rest) every other game of its teams that was replayed before it,
            // or ends before that one starts: the two never overlap.
            const apart = q.predictedStart.getTime() >= p.predictedEnd.getTime() + input.restMinutes * MIN || p.predictedStart.getTime() >= q.predictedEnd.getTime();
            expect(apart, `${one.id} / ${other.id}`).toBe(true);
          }
        }
      }),
    );
  });

  it('never moves a prediction earlier when an end, a call or the clock comes later, or a court pauses', () => {
    fc.assert(
      fc.property(dayArbitrary, fc.nat(), fc.integer({ min: 1, max: 90 }), fc.constantFrom('end', 'call', 'now', 'pause'), (input, pick, minutes, what) => {
        const before = predictStarts(input);
        const later = (date: Date) => new Date(date.getTime() + minutes * MIN);
        let changed: QueueInput;
        if (what === 'now') changed = { ...input, now: later(input.now) };
        else if (what === 'pause') changed = { ...input, pauses: [...input.pauses, { court: input.games[pick % input.games.length]!.court, until: later(input.now) }] };
        else {
          const candidates = input.games.filter((item) => (what === 'end' ? item.endedAt : item.calledAt && !item.endedAt));
          if (candidates.length === 0) return;
          const target = candidates[pick % candidates.length]!;
          const games = input.games.map((item) =>
            item !== target ? item : what === 'end' ? { ...item, endedAt: later(item.endedAt!) } : { ...item, calledAt: later(item.calledAt!) },
          );
          changed = { ...input, games, now: new Date(Math.max(input.now.getTime(), ...games.map((item) => item.endedAt?.getTime() ?? 0), ...games.map((item) => item.calledAt?.getTime() ?? 0))) };
        }
        const after = predictStarts(changed);
        for (const item of input.games) {
          if (before.get(item.id)!.state !== 'aguardando') continue;
          expect(after.get(item.id)!.predictedStart.getTime(), item.id).toBeGreaterThanOrEqual(before.get(item.id)!.predictedStart.getTime());
        }
      }),
    );
  });
});
