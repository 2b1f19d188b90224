import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS, noticeParamsSchemas, type Notice } from '@areia/shared/core/schemas/notification';
import { noticeLink, noticeWords } from '@areia/shared/core/rules/notices';

const championship = { championshipId: 'c0ffee00-0000-4000-8000-000000000001', championshipTitle: 'Open de Copacabana' };

/** One notice of every kind, as the API stores them. */
const examples: Notice[] = [
  { kind: 'invitation_received', params: { ...championship, inviterNickname: 'Ana' } },
  { kind: 'team_confirmed', params: { ...championship, teamName: 'Ana / Bia' } },
  // 21:00 UTC is 18:00 in São Paulo.
  { kind: 'payment_due', params: { ...championship, amountCents: 5000, deadline: '2026-12-14T21:00:00.000Z' } },
  { kind: 'payment_confirmed', params: { ...championship, amountCents: 12345 } },
  { kind: 'slot_released', params: { ...championship } },
  { kind: 'waitlist_offered', params: { ...championship, deadline: '2026-12-15T02:30:00.000Z' } },
  { kind: 'invitation_lapsed', params: { ...championship } },
  { kind: 'games_published', params: { ...championship, phase: 'pools' } },
  { kind: 'score_to_confirm', params: { ...championship, gameId: 'g1', reporterNickname: 'Caio' } },
  { kind: 'championship_cancelled', params: { ...championship, reason: 'Chuva forte na arena.' } },
  { kind: 'partner_found', params: { ...championship, nickname: 'Duda' } },
  // 13:40 UTC is 10:40 in São Paulo.
  { kind: 'game_next', params: { ...championship, gameId: 'g2', court: 'Quadra 2', predictedAt: '2026-12-14T13:40:00.000Z' } },
  { kind: 'game_called', params: { ...championship, gameId: 'g2', court: '2' } },
  { kind: 'category_changed', params: { ...championship, from: 'Iniciante', to: 'Intermediário', reason: 'Intermediário: nível 612 com 80 % de confiança' } },
  { kind: 'open_game_full', params: { gameId: 'og1', arenaName: 'Arena Leme', startsAt: '2026-12-14T21:00:00.000Z' } },
  { kind: 'open_game_score', params: { gameId: 'og1', arenaName: 'Arena Leme', reporterNickname: 'Caio' } },
  { kind: 'result_posted', params: { ...championship, athleteId: 'a7e00000-0000-4000-8000-000000000002', placement: 1, points: 500, levelBefore: 100, levelAfter: 364, agreement: 'feminino' } },
];

describe('noticeWords', () => {
  it('has an example for every kind, each valid for its schema', () => {
    expect(examples.map((notice) => notice.kind)).toEqual([...NOTICE_KINDS]);
    for (const notice of examples) expect(noticeParamsSchemas[notice.kind].safeParse(notice.params).success).toBe(true);
  });

  it('words every kind in Portuguese with the championship (or the open game\'s arena) in it', () => {
    expect(examples.map((notice) => noticeWords(notice))).toEqual([
      { title: 'Convite para jogar', text: 'Ana convidou você para formar um time no campeonato Open de Copacabana.' },
      { title: 'Time confirmado', text: 'O time Ana / Bia está confirmado no campeonato Open de Copacabana.' },
      {
        title: 'Pagamento vence em 12 horas',
        text: 'Sua parte de R$ 50,00 no campeonato Open de Copacabana vence em 14/12/26 às 18:00. Sem o pagamento, o time perde a vaga.',
      },
      { title: 'Pagamento confirmado', text: 'O organizador confirmou o pagamento da sua parte de R$ 123,45 no campeonato Open de Copacabana.' },
      { title: 'Vaga liberada', text: 'O time perdeu a vaga no campeonato Open de Copacabana porque o pagamento não foi feito no prazo.' },
      {
        title: 'Vaga da lista de espera',
        text: 'Abriu uma vaga no campeonato Open de Copacabana e ela é do seu time. Pague sua parte até 14/12/26 às 23:30 para garanti-la.',
      },
      { title: 'Convite sem efeito', text: 'Os grupos do campeonato Open de Copacabana foram sorteados antes de o seu time ser confirmado: o convite não vale mais.' },
      { title: 'Grupos sorteados', text: 'Os grupos e os jogos do campeonato Open de Copacabana foram publicados.' },
      { title: 'Placar para confirmar', text: 'Caio informou o placar de um jogo seu no campeonato Open de Copacabana. Confirme ou conteste o resultado.' },
      { title: 'Campeonato cancelado', text: 'O campeonato Open de Copacabana foi cancelado pelo organizador. Motivo: Chuva forte na arena.' },
      { title: 'Dupla à vista', text: 'Duda, do seu nível, também procura dupla no campeonato Open de Copacabana. Veja a lista e convide.' },
      { title: 'Seu jogo é o próximo', text: 'Seu jogo é o próximo na Quadra 2 (previsto 10:40) no campeonato Open de Copacabana.' },
      { title: 'Chamado agora — Quadra 2', text: 'Seu jogo do campeonato Open de Copacabana foi chamado: vá para a Quadra 2.' },
      {
        title: 'Nova categoria mínima',
        text: 'Depois do campeonato Open de Copacabana, sua categoria mínima passou de Iniciante para Intermediário. Intermediário: nível 612 com 80 % de confiança.',
      },
      { title: 'Jogo aberto completo', text: 'Os quatro lugares do jogo aberto na Arena Leme (14/12/26 às 18:00) foram preenchidos. Bom jogo!' },
      { title: 'Placar de jogo aberto para confirmar', text: 'Caio informou o placar do jogo aberto na Arena Leme. Confirme; sem resposta, ele vale em 24 horas.' },
      { title: 'Resultado: Campeãs', text: 'Vocês foram campeãs do Open de Copacabana: +500 pontos, nível 100 → 364.' },
    ]);
  });

  it('tells a knockout apart from a pool draw, and a waitlist slot without a deadline (a free championship)', () => {
    expect(noticeWords({ kind: 'games_published', params: { ...championship, phase: 'knockout' } })).toEqual({
      title: 'Mata-mata publicado',
      text: 'Os jogos do mata-mata do campeonato Open de Copacabana foram publicados.',
    });
    expect(noticeWords({ kind: 'waitlist_offered', params: { ...championship } }).text).toBe('Abriu uma vaga no campeonato Open de Copacabana e ela é do seu time.');
  });
});

describe('a result', () => {
  const result = (placement: number, agreement?: 'feminino' | 'masculino', points = 120): Notice => ({
    kind: 'result_posted',
    params: { ...championship, athleteId: 'a1', placement, points, levelBefore: 412, levelAfter: 398, ...(agreement ? { agreement } : {}) },
  });
  it('agrees with the team: campeões for men or a mixed team, vice-campeãs, and a neutral place when a gender is not known', () => {
    expect(noticeWords(result(1, 'masculino'))).toEqual({ title: 'Resultado: Campeões', text: 'Vocês foram campeões do Open de Copacabana: +120 pontos, nível 412 → 398.' });
    expect(noticeWords(result(2, 'feminino')).text).toBe('Vocês foram vice-campeãs do Open de Copacabana: +120 pontos, nível 412 → 398.');
    expect(noticeWords(result(1))).toEqual({ title: 'Resultado: 1º lugar', text: 'Vocês terminaram em 1º lugar no Open de Copacabana: +120 pontos, nível 412 → 398.' });
    expect(noticeWords(result(5, 'feminino', 1))).toEqual({ title: 'Resultado: 5º lugar', text: 'Vocês terminaram em 5º lugar no Open de Copacabana: +1 ponto, nível 412 → 398.' });
  });
});

describe('a minimum category that moved', () => {
  it('says that a title completed its 12 months, and from which category the athlete may now enter', () => {
    const ended: Notice = {
      kind: 'category_changed',
      params: { championshipTitle: 'Open Leme', championshipId: championship.championshipId, from: 'Open', to: 'Intermediário', reason: 'Intermediário: nível 612 com 80 % de confiança', cause: 'title_ended' },
    };
    expect(noticeWords(ended)).toEqual({
      title: 'Nova categoria mínima',
      text: 'Seu título no Open Leme completou 12 meses: agora você pode se inscrever a partir de Intermediário. Intermediário: nível 612 com 80 % de confiança.',
    });
    expect(noticeLink(ended)).toBe('/profile');
  });
});

describe('a paid team\'s confirmation', () => {
  const paid: Notice = { kind: 'team_confirmed', params: { ...championship, teamName: 'Ana / Bia', amountCents: 6000, deadline: '2026-12-14T21:00:00.000Z' } };
  it('says what to pay by when, and opens the payment sheet', () => {
    expect(noticeWords(paid).text).toBe(
      'O time Ana / Bia está confirmado no campeonato Open de Copacabana. Pague sua parte de R$ 60,00 até 14/12/26 às 18:00: sem o pagamento, o time perde a vaga.',
    );
    expect(noticeLink(paid)).toBe('/championship/c0ffee00-0000-4000-8000-000000000001?pagar=1');
  });
});

describe('noticeLink', () => {
  it('opens the championship for a team, a slot or a payment, and its tables and games for games and scores', () => {
    const page = '/championship/c0ffee00-0000-4000-8000-000000000001';
    expect(Object.fromEntries(examples.map((notice) => [notice.kind, noticeLink(notice)]))).toEqual({
      invitation_received: page,
      team_confirmed: page,
      payment_due: `${page}?pagar=1`,
      payment_confirmed: page,
      slot_released: page,
      waitlist_offered: page,
      invitation_lapsed: page,
      games_published: `${page}/details`,
      score_to_confirm: `${page}/details`,
      championship_cancelled: page,
      partner_found: page,
      game_next: page,
      game_called: page,
      category_changed: '/profile',
      open_game_full: '/jogos-abertos/og1',
      open_game_score: '/jogos-abertos/og1',
      result_posted: '/player/a7e00000-0000-4000-8000-000000000002',
    });
  });
});

describe('noticeParamsSchemas', () => {
  it('refuses a payment aviso without an amount or with a date that is not one', () => {
    expect(noticeParamsSchemas.payment_due.safeParse({ ...championship, deadline: '2026-12-14T21:00:00Z' }).success).toBe(false);
    expect(noticeParamsSchemas.payment_due.safeParse({ ...championship, amountCents: 5000, deadline: 'amanhã' }).success).toBe(false);
    expect(noticeParamsSchemas.payment_confirmed.safeParse({ ...championship, amountCents: 10.5 }).success).toBe(false);
  });
});
