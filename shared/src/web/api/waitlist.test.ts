import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './client';
import { fetchWaitlist } from './waitlist';
import { pagedAnswer as answer } from '@areia/shared/web/testing/paged-answers';

const team = (id: string, position: number, mine = false) => ({ id, team: id, team_members: [], status: 'confirmed', position, mine });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchWaitlist', () => {
  it('follows X-Next-Cursor to the end of the list and reads the caller’s place from the team marked as theirs', async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(answer([team('a', 1), team('b', 2)], 'c1'))
      .mockResolvedValueOnce(answer([team('c', 3, true)]));
    const list = await fetchWaitlist('champ', 'volei');
    expect(list.position).toBe(3);
    expect(list.teams.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[1]![1]).toMatchObject({ params: { cursor: 'c1' } });
  });

  it('has no place for a caller who is not waiting', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValueOnce(answer([team('a', 1)]));
    expect(await fetchWaitlist('champ', 'volei')).toMatchObject({ position: null });
  });
});
