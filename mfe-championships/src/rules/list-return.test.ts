import { describe, expect, it } from 'vitest';
import { listToReturnTo, rememberList } from './list-return';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe('the championship list to return to', () => {
  it('is the plain list until one was remembered', () => {
    expect(listToReturnTo(memoryStorage(), '/championships')).toBe('/championships');
  });

  it('keeps the search and filter of the list last left', () => {
    const storage = memoryStorage();
    rememberList(storage, '/championships?q=leme&filtro=soon');
    expect(listToReturnTo(storage, '/championships')).toBe('/championships?q=leme&filtro=soon');
    rememberList(storage, '/championships');
    expect(listToReturnTo(storage, '/championships')).toBe('/championships');
  });

  it('never sends back to another page, whatever the storage holds', () => {
    const storage = memoryStorage();
    for (const foreign of ['/championshipsx', 'https://evil.example/championships', '//evil.example', '/home?x=/championships']) {
      rememberList(storage, foreign);
      expect(listToReturnTo(storage, '/championships')).toBe('/championships');
    }
  });

  it('falls back to the plain list when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberList(blocked, '/championships?q=a')).not.toThrow();
    expect(listToReturnTo(blocked, '/championships')).toBe('/championships');
  });
});
