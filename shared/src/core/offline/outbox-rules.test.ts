import { describe, expect, it } from 'vitest';
import type { CurrentScore } from '@areia/shared/core/schemas/organizer';
import {
  OUTBOX_MAX_AGE_MS,
  OUTBOX_MAX_ITEMS,
  admit,
  bucketOf,
  canKeepMine,
  isSendable,
  judgeAnswer,
  requeued,
  requestOf,
  sendOrder,
  setsEqual,
  type OutboxItem,
} from './outbox-rules';

const mine = [{ a: 21, b: 15 }, { a: 21, b: 17 }];
const theirs = [{ a: 18, b: 21 }, { a: 21, b: 19 }, { a: 15, b: 12 }];
const now = Date.parse('2026-11-26T12:00:00Z');

const item = (patch: Partial<OutboxItem> = {}): OutboxItem => ({
  id: 'c1',
  revision: 1,
  kind: 'score',
  userId: 'u1',
  championshipId: 'ch1',
  gameId: 'g1',
  label: 'A x B',
  sets: mine,
  version: 0,
  queuedAt: new Date(now - 60_000).toISOString(),
  state: 'pending',
  ...patch,
});

const current = (patch: Partial<CurrentScore> = {}): CurrentScore => ({ status: 'agendado', version: 0, sets: null, report: null, ...patch });

describe('admission', () => {
  it('takes items up to 200 and refuses the 201st', () => {
    expect(admit(0)).toEqual({ ok: true });
    expect(admit(OUTBOX_MAX_ITEMS - 1)).toEqual({ ok: true });
    expect(admit(OUTBOX_MAX_ITEMS)).toEqual({ ok: false, reason: 'full' });
    expect(OUTBOX_MAX_ITEMS).toBe(200);
  });
});

describe('buckets by age and state', () => {
  it('a waiting item older than 7 days moves to "não enviados" and is no longer sent by itself', () => {
    const old = item({ queuedAt: new Date(now - OUTBOX_MAX_AGE_MS - 1).toISOString() });
    const edge = item({ queuedAt: new Date(now - OUTBOX_MAX_AGE_MS).toISOString() });
    expect(bucketOf(old, now)).toBe('expired');
    expect(isSendable(old, now)).toBe(false);
    expect(bucketOf(edge, now)).toBe('pending');
    expect(isSendable(edge, now)).toBe(true);
  });

  it('refused and conflicting items stay in their own lists whatever their age, and are not sent by themselves', () => {
    expect(bucketOf(item({ state: 'refused' }), now)).toBe('refused');
    expect(bucketOf(item({ state: 'conflict', queuedAt: new Date(0).toISOString() }), now)).toBe('conflict');
    expect(isSendable(item({ state: 'refused' }), now)).toBe(false);
  });
});

describe('judging an answer', () => {
  const fallback = 'Não foi possível enviar';

  it('2xx is sent; no answer, 408, 429 and 5xx are tried again; 401 stops until a new sign-in', () => {
    expect(judgeAnswer(item(), { status: 200, body: {} }, fallback)).toEqual({ kind: 'sent' });
    expect(judgeAnswer(item(), { status: 201, body: {} }, fallback)).toEqual({ kind: 'sent' });
    expect(judgeAnswer(item(), null, fallback)).toEqual({ kind: 'retry' });
    for (const status of [408, 429, 500, 502, 503]) expect(judgeAnswer(item(), { status, body: {} }, fallback)).toEqual({ kind: 'retry' });
    expect(judgeAnswer(item(), { status: 401, body: {} }, fallback)).toEqual({ kind: 'signed-out' });
  });

  it('a 422 is refused with the server’s reason (never dropped); without one, the fallback', () => {
    expect(judgeAnswer(item(), { status: 422, body: { message: 'Set 2: o set só termina com 2 pontos de diferença (21 a 20)' } }, fallback)).toEqual({
      kind: 'refused',
      reason: 'Set 2: o set só termina com 2 pontos de diferença (21 a 20)',
    });
    expect(judgeAnswer(item(), { status: 403, body: null }, fallback)).toEqual({ kind: 'refused', reason: fallback });
  });

  it('a 409 whose final sets equal mine counts as sent (the first attempt got through, its answer did not)', () => {
    expect(judgeAnswer(item(), { status: 409, body: { message: 'x', current: current({ status: 'finalizado', version: 1, sets: mine }) } }, fallback)).toEqual({ kind: 'sent' });
  });

  it('a 409 with another score is a conflict that keeps both scores', () => {
    const held = current({ status: 'finalizado', version: 1, sets: theirs });
    expect(judgeAnswer(item(), { status: 409, body: { message: 'Outro placar', current: held } }, fallback)).toEqual({ kind: 'conflict', current: held, reason: 'Outro placar' });
  });

  it('a report resent finds its own open report and counts as sent; another team’s report is a conflict', () => {
    const report = item({ kind: 'report' });
    expect(judgeAnswer(report, { status: 409, body: { current: current({ report: { teamId: 't1', sets: mine, status: 'pending' } }) } }, fallback)).toEqual({ kind: 'sent' });
    expect(judgeAnswer(report, { status: 409, body: { current: current({ report: { teamId: 't2', sets: theirs, status: 'pending' } }) } }, fallback).kind).toBe('conflict');
  });

  it('a scorekeeper’s result resent finds its own open report and counts as sent; a refused tap keeps the API’s sentence', () => {
    const report = item({ kind: 'keeper-report', linkToken: 't' });
    expect(judgeAnswer(report, { status: 409, body: { current: current({ report: { teamId: null, sets: mine, status: 'pending' } }) } }, fallback)).toEqual({ kind: 'sent' });
    expect(judgeAnswer(report, { status: 409, body: { current: current({ report: { teamId: 't1', sets: theirs, status: 'pending' } }) } }, fallback).kind).toBe('conflict');
    const tap = item({ kind: 'keeper-live', linkToken: 't' });
    expect(judgeAnswer(tap, { status: 410, body: { message: 'Este link de mesário foi revogado pelo organizador.' } }, fallback)).toEqual({ kind: 'refused', reason: 'Este link de mesário foi revogado pelo organizador.' });
    expect(canKeepMine({ ...report, current: current() })).toBe(false);
  });

  it('a confirmation whose game ended with the confirmed sets counts as sent; a pending report does not', () => {
    const confirm = item({ kind: 'confirm' });
    expect(judgeAnswer(confirm, { status: 409, body: { current: current({ status: 'finalizado', sets: mine }) } }, fallback)).toEqual({ kind: 'sent' });
    expect(judgeAnswer(confirm, { status: 409, body: { current: current({ report: { teamId: 't1', sets: mine, status: 'pending' } }) } }, fallback).kind).toBe('conflict');
  });

  it('a 409 that carries no score (a stage that forbids it) is refused with its reason', () => {
    expect(judgeAnswer(item(), { status: 409, body: { message: 'O campeonato não está em andamento' } }, fallback)).toEqual({ kind: 'refused', reason: 'O campeonato não está em andamento' });
  });
});

describe('resolving', () => {
  it('the organizer may keep theirs over any score; a report only while nothing else is there; a confirmation never', () => {
    const finished = current({ status: 'finalizado', version: 3, sets: theirs });
    expect(canKeepMine(item({ state: 'conflict', current: finished }))).toBe(true);
    expect(canKeepMine(item({ kind: 'report', state: 'conflict', current: finished }))).toBe(false);
    expect(canKeepMine(item({ kind: 'report', state: 'conflict', current: current({ version: 2 }) }))).toBe(true);
    expect(canKeepMine(item({ kind: 'confirm', state: 'conflict', current: current({ version: 2 }) }))).toBe(false);
    expect(canKeepMine(item())).toBe(false);
  });

  it('"mine stands" goes again with the version the server holds; an edit with new sets; both wait again from now, as a new revision', () => {
    const conflict = item({ state: 'conflict', reason: 'x', current: current({ status: 'finalizado', version: 3, sets: theirs }) });
    expect(requeued(conflict, now)).toEqual({ ...item(), revision: 2, version: 3, queuedAt: new Date(now).toISOString(), reason: undefined, current: undefined });
    expect(requeued(item({ state: 'refused', reason: 'Set 2' }), now, { sets: theirs })).toMatchObject({ state: 'pending', revision: 2, sets: theirs, version: 0, reason: undefined });
  });
});

describe('requests and order', () => {
  it('each kind goes to its endpoint with the game’s version', () => {
    expect(requestOf(item())).toEqual({ method: 'PUT', path: '/api/organizer/games/g1/score', body: { sets: mine, version: 0 } });
    expect(requestOf(item({ kind: 'report', version: 2 }))).toEqual({ method: 'POST', path: '/api/games/g1/report', body: { sets: mine, version: 2 } });
    expect(requestOf(item({ kind: 'confirm', version: 1 }))).toEqual({ method: 'POST', path: '/api/games/g1/confirm', body: { version: 1 } });
  });

  it('a scorekeeper link’s entries go under its token, with the sets only', () => {
    const token = 'abc.0/mac';
    expect(requestOf(item({ kind: 'keeper-live', linkToken: token }))).toEqual({ method: 'PUT', path: '/api/scorekeeper/abc.0%2Fmac/games/g1/live', body: { sets: mine } });
    expect(requestOf(item({ kind: 'keeper-report', linkToken: token }))).toEqual({ method: 'POST', path: '/api/scorekeeper/abc.0%2Fmac/games/g1/report', body: { sets: mine } });
  });

  it('sends oldest first', () => {
    const later = item({ id: 'b', queuedAt: '2026-11-26T10:00:00.000Z' });
    const earlier = item({ id: 'a', queuedAt: '2026-11-26T09:00:00.000Z' });
    expect(sendOrder([later, earlier]).map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('compares sets exactly', () => {
    expect(setsEqual(mine, [{ a: 21, b: 15 }, { a: 21, b: 17 }])).toBe(true);
    expect(setsEqual(mine, theirs)).toBe(false);
    expect(setsEqual(mine, null)).toBe(false);
  });
});
