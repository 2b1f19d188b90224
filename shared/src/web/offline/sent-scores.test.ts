import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { VOLEI_MODALITY_ID } from '../../core/modality';
import { queryKeys } from '../api/query-keys';
import { announce, announceSent } from './outbox-news';
import { refreshOnSentScores } from './sent-scores';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The news travels on a BroadcastChannel: it arrives on a later turn. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('refreshOnSentScores', () => {
  it('a batch that got through outdates its championships’ games, pools, standings and organizer screen, with no screen mounted', async () => {
    const client = new QueryClient();
    const keys = [
      queryKeys.championships.games(VOLEI_MODALITY_ID, 'c1'),
      queryKeys.championships.groups(VOLEI_MODALITY_ID, 'c1'),
      queryKeys.championships.results(VOLEI_MODALITY_ID, 'c1'),
      queryKeys.organizer.detail('c1'),
    ];
    const other = queryKeys.championships.games(VOLEI_MODALITY_ID, 'c2');
    for (const key of [...keys, other]) client.setQueryData(key, []);
    stops.push(refreshOnSentScores(client));

    announce({ type: 'changed' });
    await delivered();
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);

    announceSent(['c1']);
    await delivered();
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it('stops listening when asked', async () => {
    const client = new QueryClient();
    const key = queryKeys.championships.games(VOLEI_MODALITY_ID, 'c1');
    client.setQueryData(key, []);
    refreshOnSentScores(client)();
    announceSent(['c1']);
    await delivered();
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
