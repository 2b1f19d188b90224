import type { Player } from '@areia/shared/core/schemas/player';

/** A chosen player as the create-team screen shows it and the API's team_members expects it. */
export interface DraftPlayer {
  player_id: string;
  nickname: string | null;
  fullname: string | null;
  avatar_url: string | null;
  rating: number;
  whatsapp: string | null;
}

/** The slots after the first (the current user's, fixed); null = still empty. */
export type TeamDraft = (DraftPlayer | null)[];

/** Navigation state the create-team screen hands to /select-player. */
export interface SelectPlayerState {
  championshipId: string;
  slotIndex: number;
}

const KEY_PREFIX = 'areia:team-draft:';
export const draftKey = (championshipId: string) => `${KEY_PREFIX}${championshipId}`;

/** Slots 2..playersPerTeam, keeping what was already chosen when the size matches. */
export function normaliseDraft(draft: unknown, playersPerTeam: number): TeamDraft {
  const others = Math.max(0, playersPerTeam - 1);
  const source = Array.isArray(draft) ? draft : [];
  return Array.from({ length: others }, (_, index) => {
    const item = source[index] as Partial<DraftPlayer> | null | undefined;
    return item && typeof item.player_id === 'string' && item.player_id ? (item as DraftPlayer) : null;
  });
}

/** sessionStorage survives the round trip to /select-player and a reload, and is gone with the tab. */
export function readDraft(storage: Pick<Storage, 'getItem'>, championshipId: string, playersPerTeam: number): TeamDraft {
  try {
    return normaliseDraft(JSON.parse(storage.getItem(draftKey(championshipId)) ?? 'null'), playersPerTeam);
  } catch {
    return normaliseDraft(null, playersPerTeam);
  }
}

export function writeDraft(storage: Pick<Storage, 'setItem'>, championshipId: string, draft: TeamDraft): void {
  storage.setItem(draftKey(championshipId), JSON.stringify(draft));
}

export function clearDraft(storage: Pick<Storage, 'removeItem'>, championshipId: string): void {
  storage.removeItem(draftKey(championshipId));
}

/** Puts a player in a slot (1-based over the whole team: slot 0 is the user). Throws for a slot that does not exist. */
export function fillSlot(draft: TeamDraft, slotIndex: number, player: DraftPlayer): TeamDraft {
  const position = slotIndex - 1;
  if (!Number.isInteger(slotIndex) || position < 0 || position >= draft.length) throw new Error('slot inválido');
  // A player chosen elsewhere in the team moves here instead of appearing twice.
  return draft.map((current, index) => (index === position ? player : current?.player_id === player.player_id ? null : current));
}

export function filledCount(draft: TeamDraft): number {
  return 1 + draft.filter(Boolean).length;
}

export function isComplete(draft: TeamDraft): boolean {
  return draft.every(Boolean);
}

/** Spec §5: the slot index must be a real slot of a real draft. */
export function parseSelectPlayerState(state: unknown): SelectPlayerState | null {
  const candidate = state as Partial<SelectPlayerState> | null | undefined;
  if (!candidate || typeof candidate.championshipId !== 'string' || !candidate.championshipId) return null;
  if (typeof candidate.slotIndex !== 'number' || !Number.isInteger(candidate.slotIndex) || candidate.slotIndex < 1) return null;
  return { championshipId: candidate.championshipId, slotIndex: candidate.slotIndex };
}

export function toDraftPlayer(player: Player): DraftPlayer {
  return {
    player_id: player.id,
    nickname: player.nickname,
    fullname: player.full_name ?? player.name,
    avatar_url: player.avatar_url,
    rating: player.rating,
    whatsapp: player.whatsapp,
  };
}

/**
 * The picker's rows without the user and the players already in this draft (except the slot being changed). Who may
 * join the championship at all, and the search, are the server's; this filters the pages it answered.
 */
export function selectablePlayers<P extends Player>(players: readonly P[], excludedIds: Iterable<string>): P[] {
  const excluded = new Set(excludedIds);
  return players.filter((player) => !excluded.has(player.id));
}
