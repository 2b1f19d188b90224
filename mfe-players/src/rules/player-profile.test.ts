import { describe, expect, it } from 'vitest';
import { playerProfile } from './player-profile';

describe('playerProfile', () => {
  it('applies the spec defaults when the answer lacks sports, category, score and statistics', () => {
    const profile = playerProfile({ id: 'p', name: 'Ana Silva', full_name: null, nickname: 'AnaS' });
    expect(profile).toMatchObject({
      displayName: 'Ana Silva',
      nickname: 'AnaS',
      sports: ['Vôlei'],
      minCategory: 'Estreante',
      minScore: 0,
      ranking: 0,
      recentChampionships: 0,
      totalChampionships: 0,
      wins: 0,
      losses: 0,
    });
  });

  it('treats an empty sports list and a blank category as missing', () => {
    const profile = playerProfile({ sports: [], minCategory: '  ', nickname: 'Tubarão' });
    expect(profile.sports).toEqual(['Vôlei']);
    expect(profile.minCategory).toBe('Estreante');
    expect(profile.displayName).toBe('Tubarão');
  });

  it('keeps what the API sent', () => {
    const profile = playerProfile({
      full_name: 'Bruno Costa',
      nickname: 'BrunoC',
      rating: 812,
      level: 812,
      level_reliability: 64,
      ranking_points: 488,
      sports: ['Vôlei', 'Futevôlei'],
      ranking: 7,
      minCategory: 'Avançado',
      minScore: 800,
      statistics: { total_championships: 12, total_championships_last_6_months: 3, wins: 20, losses: 9 },
    });
    expect(profile).toMatchObject({
      displayName: 'Bruno Costa',
      level: 812,
      levelReliability: 64,
      rankingPoints: 488,
      sports: ['Vôlei', 'Futevôlei'],
      ranking: 7,
      minCategory: 'Avançado',
      minScore: 800,
      recentChampionships: 3,
      totalChampionships: 12,
      wins: 20,
      losses: 9,
    });
  });
});
