import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  BannerResponse,
  ConfirmScoreInput,
  DisputeScoreInput,
  DrawPoolsInput,
  DrawPreviewAnswer,
  OrganizerChampionship,
  OrganizerChampionshipDetail,
  OrganizerChampionshipInput,
  OrganizerChampionshipWithGames,
  OrganizerGame,
  PublishKnockoutInput,
  ReportScoreInput,
  SaveScoreInput,
} from '@areia/shared/core/schemas/organizer';
import type { CancelChampionshipInput } from '@areia/shared/core/schemas/championship';
import type { Game } from '@areia/shared/core/schemas/standings';
import { offlineReadable } from '@areia/shared/web/api/offline-readable';
import { apiClient } from '@areia/shared/web/api/client';
import { fetchAllPages, fetchPage, pagingOptions, type ListPage } from '@areia/shared/web/api/paging';
import { uploadPercent } from '@areia/shared/web/api/profile';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectObject } from '@areia/shared/web/api/response';

const base = '/api/organizer/championships';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

// --- Organizer (every call answers 403 `{ message }` for someone who is not the championship's organizer) -------

/**
 * GET /api/organizer/championships: one page of the caller's championships, latest date first, the next page's
 * cursor from X-Next-Cursor (403 when the account is not an organizer).
 */
export function fetchMyChampionshipsPage(cursor: string | null, signal?: AbortSignal): Promise<ListPage<OrganizerChampionship>> {
  return fetchPage<OrganizerChampionship>(base, {}, cursor, signal);
}

/**
 * The detail (teams named once, pools) and, apart, every page of its games (X-Next-Cursor followed): what the
 * organizer's screens read, in one query. Games and pool rows name teams by id; the names are in `teams`.
 */
export async function fetchOrganizerChampionship(id: string, signal?: AbortSignal): Promise<OrganizerChampionshipWithGames> {
  const [{ data }, games] = await Promise.all([
    apiClient.get<unknown>(one(id), { signal }),
    fetchAllPages<OrganizerGame>(`${one(id)}/games`, 'A resposta da API de jogos está vazia.', signal),
  ]);
  return { ...expectObject<OrganizerChampionshipDetail>(data), games };
}

/** POST: 201 with the new championship's detail. */
export async function createOrganizerChampionship(input: OrganizerChampionshipInput): Promise<OrganizerChampionshipDetail> {
  const { data } = await apiClient.post<unknown>(base, input);
  return expectObject<OrganizerChampionshipDetail>(data);
}

export async function updateOrganizerChampionship(id: string, input: OrganizerChampionshipInput): Promise<OrganizerChampionshipDetail> {
  const { data } = await apiClient.put<unknown>(one(id), input);
  return expectObject<OrganizerChampionshipDetail>(data);
}

/** POST multipart (field `banner`), re-encoded by the server like avatars. */
export async function uploadChampionshipBanner(
  id: string,
  file: Blob,
  fileName: string,
  onProgress?: (percent: number) => void,
): Promise<BannerResponse> {
  const body = new FormData();
  body.append('banner', file, fileName);
  const { data } = await apiClient.post<unknown>(`${one(id)}/banner`, body, {
    onUploadProgress: (event) => onProgress?.(uploadPercent(event.loaded, event.total)),
  });
  return expectObject<BannerResponse>(data);
}

export async function closeSignups(id: string): Promise<OrganizerChampionshipDetail> {
  const { data } = await apiClient.post<unknown>(`${one(id)}/close-signups`);
  return expectObject<OrganizerChampionshipDetail>(data);
}

/** Draws the pools, generates their round-robin games and closes sign-ups (422 with too few teams). */
export async function drawPools(id: string, input: DrawPoolsInput): Promise<OrganizerChampionshipDetail> {
  const { data } = await apiClient.post<unknown>(`${one(id)}/pools`, input);
  return expectObject<OrganizerChampionshipDetail>(data);
}

/** The lifecycle's steps: finish (final placements), reopen within 7 days, cancel with a reason. */
/** What a draw would do now: the unpaid teams it releases, the teams it draws, and its refusal if any. */
export async function fetchDrawPreview(id: string, signal?: AbortSignal): Promise<DrawPreviewAnswer> {
  const { data } = await apiClient.get<unknown>(`${one(id)}/pools/preview`, { signal });
  return expectObject<DrawPreviewAnswer>(data);
}

export type LifecycleStep = 'finish' | 'reopen' | 'cancel';

export async function lifecycleStep(id: string, step: LifecycleStep, input?: CancelChampionshipInput): Promise<OrganizerChampionshipDetail> {
  const { data } = await apiClient.post<unknown>(`${one(id)}/${step}`, input);
  return expectObject<OrganizerChampionshipDetail>(data);
}

/** 422 before every pool game is final. */
export async function publishKnockout(id: string, input: PublishKnockoutInput): Promise<OrganizerChampionshipDetail> {
  const { data } = await apiClient.post<unknown>(`${one(id)}/knockout`, input);
  return expectObject<OrganizerChampionshipDetail>(data);
}

/** PUT the sets with the game's `version`: 409 when someone saved in between (reload and retry); 422 impossible score. */
export async function saveGameScore(gameId: string, input: SaveScoreInput): Promise<OrganizerGame> {
  const { data } = await apiClient.put<unknown>(`/api/organizer/games/${encodeURIComponent(gameId)}/score`, input);
  return expectObject<OrganizerGame>(data);
}

// --- Athletes: report, confirm, dispute a score (answer: the game as the Jogos tab shows it) -----------------------

const gamePath = (gameId: string, action: 'report' | 'confirm' | 'dispute') => `/api/games/${encodeURIComponent(gameId)}/${action}`;

export async function reportGameScore(gameId: string, input: ReportScoreInput): Promise<Game> {
  const { data } = await apiClient.post<unknown>(gamePath(gameId, 'report'), input);
  return expectObject<Game>(data);
}

/** With the game's `version` as the athlete saw it: 409 (with the current score) when it moved on. */
export async function confirmGameScore(gameId: string, input: ConfirmScoreInput = {}): Promise<Game> {
  const { data } = await apiClient.post<unknown>(gamePath(gameId, 'confirm'), input);
  return expectObject<Game>(data);
}

export async function disputeGameScore(gameId: string, input: DisputeScoreInput = {}): Promise<Game> {
  const { data } = await apiClient.post<unknown>(gamePath(gameId, 'dispute'), input);
  return expectObject<Game>(data);
}

/** Query options for the organizer screens. Mutations invalidate `queryKeys.organizer.all()` (and the athletes' keys). */
export const organizerQueries = {
  /** The organizer's championships page by page as they scroll (ListView). */
  mine: () =>
    infiniteQueryOptions({
      queryKey: queryKeys.organizer.mine(),
      queryFn: ({ pageParam, signal }) => fetchMyChampionshipsPage(pageParam, signal),
      ...pagingOptions,
    }),
  /** Kept by the service worker (shell/src/sw-routes.ts): read even without signal, as the score screens need it. */
  detail: (id: string) => queryOptions({ queryKey: queryKeys.organizer.detail(id), queryFn: ({ signal }) => fetchOrganizerChampionship(id, signal), ...offlineReadable }),
  /** Read afresh each time the draw is confirmed: a payment may have come in a minute ago. */
  drawPreview: (id: string) => queryOptions({ queryKey: queryKeys.organizer.drawPreview(id), queryFn: ({ signal }) => fetchDrawPreview(id, signal), staleTime: 0, gcTime: 0 }),
};
