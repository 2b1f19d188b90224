import { describe, expect, it } from 'vitest';
import type { Player } from '@areia/shared/schemas/player';
import { filterPlayers } from './player-search';

function player(id: string, full_name: string | null, nickname: string | null): Player {
  return {
    id,
    name: full_name ?? nickname ?? '',
    full_name,
    nickname,
    avatar_url: null,
    rating: 500,
    whatsapp: null,
    sports: ['Vôlei'],
    ranking: 1,
    minCategory: 'Intermediário',
    minScore: 400,
    statistics: { total_championships: 0, total_championships_last_6_months: 0, wins: 0, losses: 0 },
  };
}

const players = [
  player('1', 'Vinícius Martins', 'ViníciusM'),
  player('2', 'Natália Souza', 'NatáliaS'),
  player('3', 'João Araújo', 'Joãozinho'),
  player('4', null, 'Tubarão'),
];
const ids = (list: Player[]) => list.map((p) => p.id);

describe('filterPlayers', () => {
  it('keeps every player for a blank term', () => {
    expect(ids(filterPlayers(players, ''))).toEqual(['1', '2', '3', '4']);
    expect(ids(filterPlayers(players, '   '))).toEqual(['1', '2', '3', '4']);
  });

  it('finds by name typed without accents or in any case', () => {
    expect(ids(filterPlayers(players, 'vinicius'))).toEqual(['1']);
    expect(ids(filterPlayers(players, 'NATALIA sou'))).toEqual(['2']);
    expect(ids(filterPlayers(players, 'araujo'))).toEqual(['3']);
  });

  it('finds by part of the nickname', () => {
    expect(ids(filterPlayers(players, 'zinho'))).toEqual(['3']);
    expect(ids(filterPlayers(players, 'barao'))).toEqual(['4']);
  });

  it('matches accented terms against accented names', () => {
    expect(ids(filterPlayers(players, 'João'))).toEqual(['3']);
  });

  it('finds nobody for an unknown term', () => {
    expect(filterPlayers(players, 'xyz')).toEqual([]);
  });
});
