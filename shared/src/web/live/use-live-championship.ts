import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { LIVE_TOPICS, liveEventSchema, type LiveTopic } from '@areia/shared/core/schemas/live-event';
import { getRuntimeConfig } from '@areia/shared/web/config/runtime-config';
import { joinApiUrl } from '@areia/shared/web/api/boot-answers';
import { queryKeys } from '@areia/shared/web/api/query-keys';

/** While the stream is not open (no EventSource, the API unreachable, an instance refusing), a page re-reads this often. */
export const LIVE_FALLBACK_MS = 15_000;
/** A stream the browser gave up on (closed, not retrying) is opened again after this long. */
const REOPEN_MS = 5_000;

export type TopicKeys = Partial<Record<LiveTopic, readonly QueryKey[]>>;

export const liveStreamUrl = (championshipId: string) => joinApiUrl(getRuntimeConfig().apiUrl, `/api/live/championships/${encodeURIComponent(championshipId)}`);

/** Every key a set of topics names, once. */
export function keysOf(topicKeys: TopicKeys, topics: readonly LiveTopic[]): QueryKey[] {
  const seen = new Set<string>();
  const keys: QueryKey[] = [];
  for (const topic of topics) {
    for (const key of topicKeys[topic] ?? []) {
      const id = JSON.stringify(key);
      if (!seen.has(id)) {
        seen.add(id);
        keys.push(key);
      }
    }
  }
  return keys;
}

/**
 * Keeps a page's queries of one championship current: the API's server-sent events say what changed, and the queries
 * those topics name are invalidated, so they refetch through the answer cache (the event carries no data). The
 * browser's EventSource resumes with Last-Event-ID, and a stream that was behind gets one event naming everything.
 * Without an open stream the queries are re-read every LIVE_FALLBACK_MS instead; none of them polls by itself.
 */
export function useLiveChampionship(championshipId: string | undefined, topicKeys: TopicKeys): void {
  const queryClient = useQueryClient();
  // The latest keys without reopening the stream when a page passes a new object each render.
  const keysRef = useRef(topicKeys);
  useEffect(() => {
    keysRef.current = topicKeys;
  });

  useEffect(() => {
    if (!championshipId) return undefined;
    const refresh = (topics: readonly LiveTopic[]) => {
      for (const queryKey of keysOf(keysRef.current, topics)) void queryClient.invalidateQueries({ queryKey });
    };
    let source: EventSource | undefined;
    let fallback: ReturnType<typeof setInterval> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // A stream opened again after one was lost missed what changed meanwhile (a new EventSource carries no
    // Last-Event-ID): everything is re-read once when it opens, e.g. when a phone comes back online.
    let opened = false;
    const poll = (on: boolean) => {
      if (on && !fallback) fallback = setInterval(() => refresh(LIVE_TOPICS), LIVE_FALLBACK_MS);
      if (!on && fallback) {
        clearInterval(fallback);
        fallback = undefined;
      }
    };
    const open = () => {
      if (stopped) return;
      if (typeof EventSource === 'undefined') {
        poll(true);
        return;
      }
      source = new EventSource(liveStreamUrl(championshipId));
      // Its own reconnections send Last-Event-ID, and the API catches them up: only a new source re-reads here.
      const replacesOne = opened;
      let firstOpen = true;
      // The browser's own retry resumes from Last-Event-ID only once an event has come: a page that opened without a
      // stream (offline, drawn from kept answers) or lost it before any event re-reads when it opens.
      let missed = false;
      let sawEvent = false;
      source.addEventListener('open', () => {
        poll(false);
        if ((replacesOne && firstOpen) || (missed && !sawEvent)) refresh(LIVE_TOPICS);
        firstOpen = false;
        missed = false;
        opened = true;
      });
      source.addEventListener('change', (message) => {
        sawEvent = true;
        try {
          const event = liveEventSchema.parse(JSON.parse((message as MessageEvent<string>).data));
          if (event.championshipId === championshipId) refresh(event.topics);
        } catch {
          refresh(LIVE_TOPICS);
        }
      });
      source.addEventListener('error', () => {
        missed = true;
        poll(true);
        // CLOSED: the browser will not retry by itself (a 404 or 503 answer); try again later.
        if (source?.readyState === 2) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      });
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      poll(false);
      clearTimeout(reopen);
    };
  }, [championshipId, queryClient]);
}

/** What a championship's own pages show, by topic: its detail and teams, and its games, pools and standings. */
export function championshipTopicKeys(modalityId: string, championshipId: string): TopicKeys {
  return {
    championship: [queryKeys.championships.detail(modalityId, championshipId), queryKeys.championships.teams(modalityId, championshipId)],
    games: [
      queryKeys.championships.games(modalityId, championshipId),
      queryKeys.championships.groups(modalityId, championshipId),
      queryKeys.championships.results(modalityId, championshipId),
    ],
  };
}
