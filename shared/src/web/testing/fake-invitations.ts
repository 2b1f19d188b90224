import { pagedAnswer as answer } from '@areia/shared/web/testing/paged-answers';
import { expect, vi } from 'vitest';
import type { Invitation } from '@areia/shared/core/schemas/invitation';
import { apiClient } from '@areia/shared/web/api/client';

/** For tests only. An invitation as the API sends it; the n-th is the n-th oldest. */
export function invitationFixture(n: number): Invitation {
  return {
    id: `inv-${String(n).padStart(3, '0')}`,
    status: 'pending',
    created_at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    expires_at: new Date(Date.UTC(2026, 10, 3)).toISOString(),
    invited_by: { id: 'u-a', nickname: 'Ana' },
    championship: { id: `c-${n}`, title: `Copa ${n}`, category: 'Open', occurs: new Date(Date.UTC(2026, 11, 1)).toISOString() },
    team: { id: `t-${n}`, team: 'Ana / Bia', status: 'pending', team_members: [] } as unknown as Invitation['team'],
  };
}

/**
 * For tests only. `total` pending invitations behind the shared API client, paged as the API pages them
 * (invitations.handlers.ts): oldest first, keyset on (created_at, id), at most `limit` rows, the next cursor in
 * X-Next-Cursor; answering one removes it.
 */
export function fakeInvitationsApi(total: number) {
  let rows = Array.from({ length: total }, (_, index) => invitationFixture(index + 1));
  const key = (row: Invitation) => `${row.created_at}|${row.id}`;
  let held: Promise<void> | null = null;
  const get = vi.spyOn(apiClient, 'get').mockImplementation(async (url, config) => {
    expect(url).toBe('/api/invitations');
    await held;
    const params = (config?.params ?? {}) as { limit?: number; cursor?: string };
    const limit = params.limit ?? 50;
    const after = params.cursor ? rows.filter((row) => key(row) > params.cursor!) : rows;
    const page = after.slice(0, limit);
    return answer(page, after.length > limit ? key(page.at(-1)!) : undefined);
  });
  const post = vi.spyOn(apiClient, 'post').mockImplementation(async (url) => {
    const [, , , id, choice] = String(url).split('/');
    const answered = rows.find((row) => row.id === decodeURIComponent(id!))!;
    rows = rows.filter((row) => row !== answered);
    return answer({ ...answered, status: choice === 'accept' ? 'accepted' : 'declined' });
  });
  /** Holds every GET until the returned function is called (to look at the screen before a refetch answers). */
  const hold = () => {
    let release = () => undefined as void;
    held = new Promise((resolve) => (release = resolve));
    return () => {
      held = null;
      release();
    };
  };
  return { get, post, hold, ids: () => rows.map((row) => row.id), sent: () => get.mock.calls.map(([, config]) => config?.params) };
}
