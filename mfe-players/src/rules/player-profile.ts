import { ENTRY_CATEGORY } from '@areia/shared/core/rules/category';
import { VOLEI_MODALITY_NAME } from '@areia/shared/core/modality';
import type { Player } from '@areia/shared/core/schemas/player';
import type { PlayerFiguresData } from '@areia/shared/web/ui/player-figures';

export const DEFAULT_SPORTS: readonly string[] = [VOLEI_MODALITY_NAME];
export const DEFAULT_MIN_CATEGORY: string = ENTRY_CATEGORY;
export const DEFAULT_MIN_SCORE = 0;

export interface PlayerProfile extends PlayerFiguresData {
  displayName: string;
  nickname: string | null;
  avatarUrl: string | null;
  sports: readonly string[];
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * What the player screen shows, with the spec's defaults (§2, §3) for anything the API left out: sports Vôlei,
 * category Estreante, every number 0. Written against a partial answer because older rows may lack fields.
 */
export function playerProfile(player: Partial<Player>): PlayerProfile {
  const sports = Array.isArray(player.sports) ? player.sports.filter((sport) => text(sport)) : [];
  const stats: Partial<Player['statistics']> = player.statistics ?? {};
  const nickname = text(player.nickname);
  return {
    displayName: text(player.full_name) ?? text(player.name) ?? nickname ?? '',
    nickname,
    avatarUrl: text(player.avatar_url),
    rankingPoints: count(player.ranking_points),
    level: count(player.level ?? player.rating),
    levelReliability: count(player.level_reliability),
    sports: sports.length > 0 ? sports : DEFAULT_SPORTS,
    ranking: count(player.ranking),
    minCategory: text(player.minCategory) ?? DEFAULT_MIN_CATEGORY,
    minCategoryReason: text(player.minCategoryReason) ?? undefined,
    minScore: count(player.minScore) || DEFAULT_MIN_SCORE,
    recentChampionships: count(stats.total_championships_last_6_months),
    totalChampionships: count(stats.total_championships),
    wins: count(stats.wins),
    losses: count(stats.losses),
  };
}
