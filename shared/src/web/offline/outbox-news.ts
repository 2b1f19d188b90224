/**
 * What happens to the score outbox, told on a BroadcastChannel to every listener in every tab and in the service
 * worker: the screens list the same items, and the app re-reads what a batch that got through changed. Apart from the
 * store (no IndexedDB here), so the app can listen from boot without loading it.
 */
const CHANNEL = 'areia-outbox';

/**
 * A change (queued, sent, refused…), a batch sent, or a send that got no answer: the network failed though the device
 * may still say it is online (bars but no data), and what waits goes at the next chance.
 */
export type OutboxNews = { type: 'changed' } | { type: 'sent'; championshipIds: string[] } | { type: 'unanswered' };

export function announce(news: OutboxNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(news);
  channel.close();
}

export function announceSent(championshipIds: string[]): void {
  announce({ type: 'sent', championshipIds });
}

export function subscribeOutbox(listener: (news: OutboxNews) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxNews>) => listener(event.data);
  return () => channel.close();
}
