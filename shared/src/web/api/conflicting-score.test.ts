import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { conflictingScore } from './client';

const refused = (status: number, data: unknown) => new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, { status, data } as AxiosResponse);

describe('conflictingScore', () => {
  it('is a conflict when the 409 carries the game as it is now', () => {
    expect(conflictingScore(refused(409, { message: 'O placar deste jogo foi alterado por outra pessoa.', current: { status: 'finalizado', version: 2 } }))).toBe(true);
  });

  it('is the stage refusing when the 409 has only a sentence (a finished or cancelled championship)', () => {
    expect(conflictingScore(refused(409, { message: 'O campeonato já foi finalizado: os placares não podem mais mudar (reabra-o para corrigir)' }))).toBe(false);
    expect(conflictingScore(new Error('offline'))).toBe(false);
  });
});
