import { describe, expect, it } from 'vitest';
import { defaultRange, defaultStart, openGameBody, scoreBody } from './open-game-form';

const now = new Date(2026, 2, 10, 9, 30);
const form = { arenaId: 'a1', startsAt: '2026-03-10T18:00', levelMin: '450', levelMax: '750', competitive: true };

describe('the create form', () => {
  it('starts tomorrow at 18:00 with the level ± 150 within 0–1200', () => {
    expect(defaultStart(now)).toBe('2026-03-11T18:00');
    expect(defaultStart(new Date(2026, 2, 31, 20, 0))).toBe('2026-04-01T18:00');
    expect(defaultRange(600)).toEqual({ levelMin: '450', levelMax: '750' });
    expect(defaultRange(1100)).toEqual({ levelMin: '950', levelMax: '1200' });
  });

  it('sends the time as an instant and the range as numbers', () => {
    expect(openGameBody(form, now)).toEqual({
      ok: true,
      body: { arena_id: 'a1', starts_at: new Date(2026, 2, 10, 18, 0).toISOString(), level_min: 450, level_max: 750, competitive: true },
    });
  });

  it('says under each field what is wrong, in Portuguese', () => {
    expect(openGameBody({ ...form, arenaId: '', startsAt: '2026-03-10T09:00', levelMin: '1300', levelMax: 'x' }, now)).toEqual({
      ok: false,
      errors: {
        arenaId: 'Escolha uma arena',
        startsAt: 'Marque o jogo para um dia e hora que ainda não passaram',
        levelMin: 'Use números inteiros de 0 a 1200',
        levelMax: 'Use números inteiros de 0 a 1200',
      },
    });
    expect(openGameBody({ ...form, levelMin: '800' }, now)).toEqual({ ok: false, errors: { levelMin: 'O nível mínimo não pode ser maior que o máximo' } });
    expect(openGameBody({ ...form, startsAt: '' }, now)).toEqual({ ok: false, errors: { startsAt: 'Informe o dia e a hora do jogo' } });
  });
});

describe('the score form', () => {
  it('sends the filled sets from the reporter side and refuses fewer than 2 or no partner', () => {
    const sets = [
      { own: '21', other: '15' },
      { own: '19', other: '21' },
      { own: '15', other: '12' },
    ];
    expect(scoreBody('p2', sets)).toEqual({ ok: true, body: { partner_id: 'p2', sets: [{ a: 21, b: 15 }, { a: 19, b: 21 }, { a: 15, b: 12 }] } });
    expect(scoreBody('p2', [sets[0]!, sets[1]!, { own: '', other: '' }])).toMatchObject({ ok: true, body: { sets: [{ a: 21, b: 15 }, { a: 19, b: 21 }] } });
    expect(scoreBody('', sets)).toEqual({ ok: false, error: 'Escolha quem jogou com você' });
    expect(scoreBody('p2', [sets[0]!, { own: '', other: '' }])).toEqual({ ok: false, error: 'Informe os pontos de pelo menos 2 sets' });
  });
});
