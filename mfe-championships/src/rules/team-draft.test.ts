import { describe, expect, it } from 'vitest';
import type { Player } from '@areia/shared/core/schemas/player';
import {
  draftKey,
  fillSlot,
  filledCount,
  isComplete,
  normaliseDraft,
  parseSelectPlayerState,
  readDraft,
  selectablePlayers,
  toDraftPlayer,
  writeDraft,
  type DraftPlayer,
} from './team-draft';

const draftPlayer = (id: string): DraftPlayer => ({ player_id: id, nickname: id, fullname: null, avatar_url: null, rating: 1000, whatsapp: null });

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('team draft', () => {
  it('has players_per_team - 1 empty slots to start', () => {
    expect(normaliseDraft(null, 2)).toEqual([null]);
    expect(normaliseDraft(undefined, 4)).toEqual([null, null, null]);
    expect(normaliseDraft([], 1)).toEqual([]);
  });
  it('survives a write and a read, per championship', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'c1', [draftPlayer('p1')]);
    expect(readDraft(storage, 'c1', 2)).toEqual([draftPlayer('p1')]);
    expect(readDraft(storage, 'c2', 2)).toEqual([null]);
    expect(draftKey('c1')).not.toBe(draftKey('c2'));
  });
  it('ignores a corrupt stored draft', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('c1'), '{not json');
    expect(readDraft(storage, 'c1', 3)).toEqual([null, null]);
    storage.setItem(draftKey('c1'), JSON.stringify([{ nickname: 'sem id' }, 7]));
    expect(readDraft(storage, 'c1', 3)).toEqual([null, null]);
  });
  it('fills a slot by its team index (1 = second player) and counts the user as filled', () => {
    const draft = fillSlot(normaliseDraft(null, 3), 2, draftPlayer('p2'));
    expect(draft).toEqual([null, draftPlayer('p2')]);
    expect(filledCount(draft)).toBe(2);
    expect(isComplete(draft)).toBe(false);
    const full = fillSlot(draft, 1, draftPlayer('p1'));
    expect(isComplete(full)).toBe(true);
    expect(filledCount(full)).toBe(3);
  });
  it('moves a player chosen twice instead of duplicating', () => {
    const draft = fillSlot([draftPlayer('p1'), null], 2, draftPlayer('p1'));
    expect(draft).toEqual([null, draftPlayer('p1')]);
  });
  it('refuses a slot that does not exist, including the user\'s slot', () => {
    expect(() => fillSlot([null], 0, draftPlayer('p1'))).toThrow();
    expect(() => fillSlot([null], 2, draftPlayer('p1'))).toThrow();
  });
});

describe('parseSelectPlayerState', () => {
  it('accepts a championship id and a slot index ≥ 1', () => {
    expect(parseSelectPlayerState({ championshipId: 'c1', slotIndex: 1 })).toEqual({ championshipId: 'c1', slotIndex: 1 });
  });
  it('rejects a missing or bad slot index', () => {
    expect(parseSelectPlayerState({ championshipId: 'c1' })).toBeNull();
    expect(parseSelectPlayerState({ championshipId: 'c1', slotIndex: 0 })).toBeNull();
    expect(parseSelectPlayerState({ championshipId: 'c1', slotIndex: 1.5 })).toBeNull();
    expect(parseSelectPlayerState(null)).toBeNull();
    expect(parseSelectPlayerState({ slotIndex: 1 })).toBeNull();
  });
});

describe('selectablePlayers', () => {
  const player = (id: string, name: string, nickname: string): Player => ({
    id,
    name,
    full_name: name,
    nickname,
    avatar_url: null,
    rating: 1200,
    whatsapp: null,
    sports: ['Vôlei'],
    ranking: 1,
    minCategory: 'Open',
    minCategoryReason: 'Open: nível 1000 com 80 % de confiança',
    minScore: 0,
    ranking_points: 0,
    level: 1200,
    level_reliability: 0,
    ranking_change: 0,
    statistics: { total_championships: 0, total_championships_last_6_months: 0, wins: 0, losses: 0 },
  });
  const players = [player('me', 'Eu Mesmo', 'eu'), player('a', 'José Araújo', 'zeca'), player('b', 'Ana Lima', 'aninha'), player('c', 'Bruno', 'brunão')];

  it('excludes the given ids (the user, chosen players, players in a team), keeping the server’s order', () => {
    expect(selectablePlayers(players, ['me', 'b']).map((p) => p.id)).toEqual(['a', 'c']);
    expect(selectablePlayers(players, []).map((p) => p.id)).toEqual(['me', 'a', 'b', 'c']);
    expect(selectablePlayers(players, new Set(['me', 'a', 'b', 'c']))).toEqual([]);
  });
  it('maps a player to the team member the API expects', () => {
    expect(toDraftPlayer(players[1]!)).toEqual({ player_id: 'a', nickname: 'zeca', fullname: 'José Araújo', avatar_url: null, rating: 1200, whatsapp: null });
  });
});
