import { sharedMessages } from '@areia/shared/core/messages';

/** Spec §8: a list answer that is not an array is a broken API, not an empty list. */
export function expectArray<T>(data: unknown, emptyMessage: string = sharedMessages.emptyApiResponse): T[] {
  if (data === undefined || data === null || data === '') throw new Error(emptyMessage);
  if (!Array.isArray(data)) throw new Error(sharedMessages.notAnArray);
  return data as T[];
}

export function expectObject<T>(data: unknown, emptyMessage: string = sharedMessages.emptyApiResponse): T {
  if (data === undefined || data === null || data === '' || typeof data !== 'object') throw new Error(emptyMessage);
  return data as T;
}
