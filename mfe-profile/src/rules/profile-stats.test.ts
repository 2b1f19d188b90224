import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import { profileStats } from './profile-stats';

describe('profileStats', () => {
  it('reads the real ranking, points, level and statistics', () => {
    const statistics = { ranking: 7, victories: 5, defeats: 2, total_championships: 4, recent_championships: 3 } as UserProfile['statistics'];
    expect(profileStats({ ranking: 7, ranking_change: -2, min_category: 'Avançado', min_score: 1400, ranking_points: 488, level: 812, level_reliability: 71, statistics })).toEqual({
      ranking: 7,
      rankingChange: -2,
      minCategory: 'Avançado',
      minScore: 1400,
      rankingPoints: 488,
      level: 812,
      levelReliability: 71,
      recentChampionships: 3,
      totalChampionships: 4,
      wins: 5,
      losses: 2,
    });
  });

  it('falls back to the entity defaults when fields are missing', () => {
    expect(profileStats({})).toEqual({
      ranking: 0,
      rankingChange: 0,
      minCategory: 'Estreante',
      minScore: 0,
      rankingPoints: 0,
      level: 0,
      levelReliability: 0,
      recentChampionships: 0,
      totalChampionships: 0,
      wins: 0,
      losses: 0,
    });
  });
});
