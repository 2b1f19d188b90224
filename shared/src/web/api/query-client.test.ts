import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

const answered = (status: number) =>
  new AxiosError('falhou', 'ERR_BAD_RESPONSE', undefined, undefined, { status, data: {}, headers: {}, statusText: '', config: {} } as AxiosResponse);

describe('the query client retries', () => {
  const retry = createQueryClient().getDefaultOptions().queries!.retry as (failureCount: number, error: unknown) => boolean;

  it('a failed load once', () => {
    expect(retry(0, answered(500))).toBe(true);
    expect(retry(0, new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(retry(1, answered(500))).toBe(false);
  });

  it('never a 404: the id names nothing and asking again cannot change that', () => {
    expect(retry(0, answered(404))).toBe(false);
  });
});
