import { describe, expect, it } from 'vitest';
import {
  confirmRefusal,
  createRefusal,
  defaultLevelRange,
  joinRefusal,
  leaveRefusal,
  mayConfirm,
  openGameStage,
  openGameTitle,
  removeRefusal,
  reportRefusal,
  sidesOf,
  standsByItself,
  type OpenGameFacts,
} from './open-game';

const now = new Date('2026-03-10T12:00:00Z');
const later = new Date('2026-03-10T18:00:00Z');
const game = (over: Partial<OpenGameFacts> = {}): OpenGameFacts => ({
  creatorId: 'ana',
  startsAt: later,
  levelMin: 450,
  levelMax: 750,
  players: ['ana'],
  report: null,
  confirmedAt: null,
  ...over,
});
const four = ['ana', 'bia', 'caio', 'dani'];
const win = [
  { a: 21, b: 15 },
  { a: 21, b: 19 },
];

describe('the stage of an open game', () => {
  it('goes open → full → played → reported → confirmed, or lapses without four', () => {
    expect(openGameStage(game(), now)).toBe('open');
    expect(openGameStage(game({ players: four }), now)).toBe('full');
    expect(openGameStage(game({ players: four }), later)).toBe('played');
    expect(openGameStage(game({ players: four.slice(0, 3) }), later)).toBe('lapsed');
    const report = { by: 'ana', sideA: ['ana', 'caio'] as const, at: later };
    expect(openGameStage(game({ players: four, report }), later)).toBe('reported');
    expect(openGameStage(game({ players: four, report, confirmedAt: later }), later)).toBe('confirmed');
  });
});

describe('the level range', () => {
  it('defaults to the level ± 150 within 0–1200', () => {
    expect(defaultLevelRange(600)).toEqual({ min: 450, max: 750 });
    expect(defaultLevelRange(80)).toEqual({ min: 0, max: 230 });
    expect(defaultLevelRange(1150)).toEqual({ min: 1000, max: 1200 });
  });

  it('refuses a range outside 0–1200, an inverted one, a game in the past and a creator outside their own range', () => {
    const ok = { levelMin: 450, levelMax: 750, startsAt: later, creatorLevel: 600 };
    expect(createRefusal(ok, now)).toBeNull();
    expect(createRefusal({ ...ok, levelMin: 0, levelMax: 1200 }, now)).toBeNull();
    expect(createRefusal({ ...ok, levelMin: -1 }, now)).toMatchObject({ status: 422, code: 'range_bounds' });
    expect(createRefusal({ ...ok, levelMax: 1201 }, now)).toMatchObject({ status: 422, code: 'range_bounds' });
    expect(createRefusal({ ...ok, levelMin: 800 }, now)).toMatchObject({ status: 422, code: 'range_inverted' });
    expect(createRefusal({ ...ok, startsAt: now }, now)).toMatchObject({ status: 422, code: 'in_past' });
    expect(createRefusal({ ...ok, creatorLevel: 751 }, now)).toMatchObject({ status: 422, code: 'creator_out_of_range' });
  });

  it('lets in a level at either end of the range and refuses one outside with the range', () => {
    expect(joinRefusal(game(), { id: 'bia', level: 450 }, now)).toBeNull();
    expect(joinRefusal(game(), { id: 'bia', level: 750 }, now)).toBeNull();
    expect(joinRefusal(game(), { id: 'bia', level: 449 }, now)).toEqual({ status: 422, code: 'out_of_range', min: 450, max: 750, level: 449 });
    expect(joinRefusal(game(), { id: 'bia', level: 751 }, now)).toMatchObject({ code: 'out_of_range' });
  });
});

describe('joining, leaving and removing', () => {
  it('refuses joining twice, a full game and one whose time came', () => {
    expect(joinRefusal(game(), { id: 'ana', level: 600 }, now)).toMatchObject({ status: 409, code: 'already_in' });
    expect(joinRefusal(game({ players: four }), { id: 'eva', level: 600 }, now)).toMatchObject({ status: 409, code: 'full' });
    expect(joinRefusal(game(), { id: 'eva', level: 600 }, later)).toMatchObject({ status: 409, code: 'started' });
  });

  it('lets a player other than the creator leave before the time', () => {
    expect(leaveRefusal(game({ players: four }), 'bia', now)).toBeNull();
    expect(leaveRefusal(game({ players: four }), 'ana', now)).toMatchObject({ code: 'creator_stays' });
    expect(leaveRefusal(game({ players: four }), 'eva', now)).toMatchObject({ status: 404, code: 'not_in' });
    expect(leaveRefusal(game({ players: four }), 'bia', later)).toMatchObject({ status: 409, code: 'started' });
  });

  it('lets only the creator remove another player, before the time', () => {
    expect(removeRefusal(game({ players: four }), 'ana', 'bia', now)).toBeNull();
    expect(removeRefusal(game({ players: four }), 'bia', 'caio', now)).toMatchObject({ status: 403, code: 'not_creator' });
    expect(removeRefusal(game({ players: four }), 'ana', 'ana', now)).toMatchObject({ code: 'creator_stays' });
    expect(removeRefusal(game({ players: four }), 'ana', 'eva', now)).toMatchObject({ status: 404, code: 'player_not_in' });
    expect(removeRefusal(game({ players: four }), 'ana', 'bia', later)).toMatchObject({ status: 409, code: 'started' });
  });
});

describe('the score', () => {
  it('is reported by a player with another player as partner, once the four played', () => {
    expect(reportRefusal(game({ players: four }), 'bia', 'dani', win, later)).toBeNull();
    expect(reportRefusal(game({ players: four }), 'bia', 'dani', win, now)).toMatchObject({ status: 409, code: 'not_played' });
    expect(reportRefusal(game({ players: four }), 'eva', 'dani', win, later)).toMatchObject({ status: 403, code: 'not_a_player' });
    expect(reportRefusal(game({ players: four }), 'bia', 'bia', win, later)).toMatchObject({ code: 'bad_partner' });
    expect(reportRefusal(game({ players: four }), 'bia', 'eva', win, later)).toMatchObject({ code: 'bad_partner' });
    expect(reportRefusal(game({ players: four }), 'bia', 'dani', [{ a: 21, b: 20 }], later)).toMatchObject({ status: 422, code: 'bad_score' });
    const reported = game({ players: four, report: { by: 'ana', sideA: ['ana', 'bia'], at: later } });
    expect(reportRefusal(reported, 'caio', 'dani', win, later)).toMatchObject({ status: 409, code: 'already_reported' });
  });

  it('is confirmed only by a player of the other side', () => {
    const reported = game({ players: four, report: { by: 'bia', sideA: ['bia', 'dani'], at: later } });
    expect(sidesOf(reported)).toEqual({ a: ['bia', 'dani'], b: ['ana', 'caio'] });
    expect(four.filter((id) => mayConfirm(reported, id))).toEqual(['ana', 'caio']);
    expect(confirmRefusal(reported, 'ana', later)).toBeNull();
    expect(confirmRefusal(reported, 'dani', later)).toMatchObject({ status: 422, code: 'same_side' });
    expect(confirmRefusal(reported, 'bia', later)).toMatchObject({ status: 422, code: 'same_side' });
    expect(confirmRefusal(reported, 'eva', later)).toMatchObject({ status: 403 });
    expect(confirmRefusal(game({ players: four }), 'ana', later)).toMatchObject({ status: 409, code: 'not_reported' });
    expect(confirmRefusal({ ...reported, confirmedAt: later }, 'ana', later)).toMatchObject({ status: 409, code: 'confirmed' });
  });

  it('stands by itself 24 h after the report, not a moment before', () => {
    const reported = game({ players: four, report: { by: 'bia', sideA: ['bia', 'dani'], at: later } });
    expect(standsByItself(reported, new Date(later.getTime() + 24 * 3_600_000 - 1))).toBe(false);
    expect(standsByItself(reported, new Date(later.getTime() + 24 * 3_600_000))).toBe(true);
    expect(standsByItself({ ...reported, confirmedAt: later }, new Date(later.getTime() + 48 * 3_600_000))).toBe(false);
  });

  it('titles the history entry with the arena', () => {
    expect(openGameTitle('Arena Leme')).toBe('Jogo aberto na Arena Leme');
  });
});
