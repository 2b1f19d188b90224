import { describe, expect, it } from 'vitest';
import { CHAMPIONSHIP_STATUS } from '../constants';
import {
  brasiliaToday,
  championshipStage,
  invitationAnswerOpen,
  mayCancel,
  mayEdit,
  reopenOpen,
  scoreOpensAt,
  scoreTooEarly,
  scoresOpen,
  knockoutOpen,
  mayFinish,
  mayReopen,
  signUpsOpen,
  STAGES,
  stageLabel,
  stageStatus,
  withdrawOpen,
  type LifecycleFacts,
} from './lifecycle';

const now = new Date('2026-03-01T12:00:00.000Z');
const hour = 60 * 60 * 1000;
const day = 24 * hour;
const open: LifecycleFacts = { startsAt: now.getTime() + 7 * day, isDisabled: false, signupsClosed: false, poolsDrawn: false, finishedAt: null, cancelledAt: null };

describe('championshipStage', () => {
  it('is inscricoes_abertas before the start with nothing closed', () => {
    expect(championshipStage(open, now)).toBe('inscricoes_abertas');
  });
  it('is inscricoes_encerradas when the organizer closed sign-ups, when disabled, or once the start passed before a draw', () => {
    expect(championshipStage({ ...open, signupsClosed: true }, now)).toBe('inscricoes_encerradas');
    expect(championshipStage({ ...open, isDisabled: true }, now)).toBe('inscricoes_encerradas');
    expect(championshipStage({ ...open, startsAt: now.getTime() - day }, now)).toBe('inscricoes_encerradas');
    expect(championshipStage({ ...open, startsAt: now.getTime() }, now)).toBe('inscricoes_encerradas');
  });
  it('never reads an unknown start as passed', () => {
    expect(championshipStage({ ...open, startsAt: null }, now)).toBe('inscricoes_abertas');
  });
  it('is em_andamento from the draw, whatever the date: a championship past its date with games left is still being played', () => {
    expect(championshipStage({ ...open, poolsDrawn: true }, now)).toBe('em_andamento');
    expect(championshipStage({ ...open, poolsDrawn: true, startsAt: now.getTime() - 30 * day, signupsClosed: true }, now)).toBe('em_andamento');
    expect(championshipStage({ ...open, poolsDrawn: true, isDisabled: true }, now)).toBe('em_andamento');
  });
  it('is finalizado once finished, and cancelado over everything', () => {
    expect(championshipStage({ ...open, poolsDrawn: true, finishedAt: now.getTime() }, now)).toBe('finalizado');
    expect(championshipStage({ ...open, cancelledAt: now.getTime() }, now)).toBe('cancelado');
    expect(championshipStage({ ...open, poolsDrawn: true, cancelledAt: now.getTime() }, now)).toBe('cancelado');
  });
});

describe('stageStatus: the card label comes from the stage, never from the date', () => {
  it('reads each stage', () => {
    expect(stageStatus('inscricoes_abertas', 3)).toBe(CHAMPIONSHIP_STATUS.open);
    expect(stageStatus('inscricoes_encerradas', 3)).toBe('Inscrições fechadas');
    expect(stageStatus('em_andamento', 3)).toBe('Em andamento');
    expect(stageStatus('finalizado', 3)).toBe('Encerrado');
    expect(stageStatus('cancelado', 3)).toBe('Cancelado');
  });
  it('says Lotado only for open sign-ups without a slot', () => {
    expect(stageStatus('inscricoes_abertas', 0)).toBe('Lotado');
    expect(stageStatus('inscricoes_encerradas', 0)).toBe('Inscrições fechadas');
    expect(stageStatus('em_andamento', 0)).toBe('Em andamento');
  });
});

describe('what each stage allows', () => {
  it('takes sign-ups only while open', () => {
    expect(signUpsOpen('inscricoes_abertas')).toBe(true);
    for (const stage of ['inscricoes_encerradas', 'em_andamento', 'finalizado', 'cancelado'] as const) expect(signUpsOpen(stage)).toBe(false);
  });
  it('takes an invitation answer until the draw, never in a cancelled or finished championship', () => {
    expect(invitationAnswerOpen('inscricoes_abertas')).toBe(true);
    expect(invitationAnswerOpen('inscricoes_encerradas')).toBe(true);
    for (const stage of ['em_andamento', 'finalizado', 'cancelado'] as const) expect(invitationAnswerOpen(stage)).toBe(false);
  });
  it('lets a team withdraw before the draw and the start, not after the draw', () => {
    expect(withdrawOpen('inscricoes_abertas', open, now)).toBe(true);
    expect(withdrawOpen('inscricoes_encerradas', open, now)).toBe(true);
    expect(withdrawOpen('em_andamento', open, now)).toBe(false);
    expect(withdrawOpen('inscricoes_abertas', { ...open, isDisabled: true }, now)).toBe(false);
    expect(withdrawOpen('inscricoes_encerradas', { ...open, startsAt: now.getTime() }, now)).toBe(false);
  });
  it('takes scores only while being played', () => {
    expect(scoresOpen('em_andamento')).toBe(true);
    expect(scoresOpen('finalizado')).toBe(false);
    expect(scoresOpen('cancelado')).toBe(false);
    expect(scoresOpen('inscricoes_encerradas')).toBe(false);
  });
  it('publishes the knockout and finishes only while being played; reopens only what is finished', () => {
    for (const stage of STAGES) {
      expect(knockoutOpen(stage)).toBe(stage === 'em_andamento');
      expect(mayFinish(stage)).toBe(stage === 'em_andamento');
      expect(mayReopen(stage)).toBe(stage === 'finalizado');
    }
  });
  it('cancels anything not finished or cancelled', () => {
    expect(mayCancel('inscricoes_abertas')).toBe(true);
    expect(mayCancel('em_andamento')).toBe(true);
    expect(mayCancel('finalizado')).toBe(false);
    expect(mayCancel('cancelado')).toBe(false);
  });
  it('edits the details until the championship ends', () => {
    for (const stage of STAGES) expect(mayEdit(stage)).toBe(stage !== 'finalizado' && stage !== 'cancelado');
  });
});

describe('scoreTooEarly', () => {
  it('refuses a score more than an hour before the game, not within the hour', () => {
    expect(scoreTooEarly(new Date(now.getTime() + hour + 1), now)).toBe(true);
    expect(scoreTooEarly(new Date(now.getTime() + hour), now)).toBe(false);
    expect(scoreTooEarly(new Date(now.getTime() - day), now)).toBe(false);
    expect(scoreTooEarly(null, now)).toBe(false);
  });

  it('opens an hour before the game: too early just before that instant, not at it', () => {
    const game = new Date(now.getTime() + 3 * hour);
    const opens = scoreOpensAt(game)!;
    expect(opens.toISOString()).toBe(new Date(now.getTime() + 2 * hour).toISOString());
    expect(scoreTooEarly(game, new Date(opens.getTime() - 1))).toBe(true);
    expect(scoreTooEarly(game, opens)).toBe(false);
    expect(scoreOpensAt(null)).toBeNull();
  });
});

describe('reopenOpen', () => {
  it('reopens within 7 days of the finish', () => {
    expect(reopenOpen(new Date(now.getTime() - 7 * day), now)).toBe(true);
    expect(reopenOpen(new Date(now.getTime() - 7 * day - 1), now)).toBe(false);
  });
});

describe('brasiliaToday', () => {
  it('is the calendar day in Brasília, not in UTC', () => {
    const lateEvening = new Date('2026-03-02T01:30:00.000Z'); // 22:30 of March 1st in Brasília
    expect(brasiliaToday(lateEvening).start.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(brasiliaToday(lateEvening).end.toISOString()).toBe('2026-03-02T03:00:00.000Z');
  });
});

describe('stageLabel', () => {
  it('says "Ao vivo" on a day with games and "Grupos sorteados · começa dd/mm" before the first game day, in Brasília', () => {
    expect(stageLabel('Em andamento', true)).toBe('Ao vivo');
    const firstGame = new Date('2026-12-01T12:00:00Z');
    // 30/11 23:59 in Brasília is still the day before; 01/12 00:00 is the day itself.
    expect(stageLabel('Em andamento', false, firstGame, new Date('2026-12-01T02:59:00Z'))).toBe('Grupos sorteados · começa 01/12');
    expect(stageLabel('Em andamento', false, firstGame, new Date('2026-12-01T03:00:00Z'))).toBe('Em andamento');
    expect(stageLabel('Em andamento', false, null, new Date('2026-11-01T03:00:00Z'))).toBe('Em andamento');
    expect(stageLabel('Inscrições abertas', false, firstGame, new Date('2026-11-01T03:00:00Z'))).toBe('Inscrições abertas');
    expect(stageLabel('Em andamento', false)).toBe('Em andamento');
  });
});
