import { randomBytes } from 'node:crypto';
import type { MediaStore } from '../../platform/media/media-store';

/**
 * Receipts live in the media store beside avatars but under names the public /media routes never match (they start
 * with "receipt-"), so the only way to one is the authenticated receipt endpoints.
 */
export async function storeReceipt(store: MediaStore, paymentId: string, image: Buffer): Promise<string> {
  const name = `receipt-${paymentId}-${randomBytes(6).toString('hex')}.webp`;
  await store.put(name, 'image/webp', image);
  return name;
}

export async function removeReceipt(store: MediaStore, name: string | null): Promise<void> {
  if (name?.startsWith('receipt-')) await store.remove(name);
}
