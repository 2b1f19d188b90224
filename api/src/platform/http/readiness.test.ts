import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { databaseAnswers } from './readiness';

const dbWhose = (execute: () => Promise<unknown>) => ({ execute }) as unknown as Db;

describe('databaseAnswers (readiness)', () => {
  it('is true when the query answers in time', async () => {
    expect(await databaseAnswers(dbWhose(async () => ({ rows: [{ '?column?': 1 }] })), 50)).toBe(true);
  });

  it('is false when the query fails', async () => {
    expect(await databaseAnswers(dbWhose(() => Promise.reject(new Error('Connection terminated unexpectedly'))), 50)).toBe(false);
  });

  it('is false once the time is up, without waiting for a query that hangs', async () => {
    const started = Date.now();
    expect(await databaseAnswers(dbWhose(() => new Promise(() => {})), 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
