import { CATEGORIES, CATEGORY_MIN_SCORES, CATEGORY_ORDER, categoryRank, type Category, type RankedCategory } from '@areia/shared/core/rules/category';
import { DOWN_MARGIN } from '@areia/shared/core/rules/ranking/category-hysteresis';
import { CATEGORY_BASE_POINTS, FIELD_SIZE_FACTORS, PLACEMENT_SHARES, fieldSizePercent, placementSharePercent, type CountBand } from '@areia/shared/core/rules/ranking/points';
import { BEST_RESULTS_COUNTED, RESULT_WINDOW_DAYS } from '@areia/shared/core/rules/ranking/points-window';

/** pt-BR strings used by more than one part of the app. Each remote keeps its own messages module. */
export const sharedMessages = {
  loading: 'Carregando...',
  free: 'Grátis',
  /** The place of an account with no ranking points (format.ts, formatRankingPlace). */
  noRankingYet: 'Sem ranking ainda',
  noRankingYetHint: 'Jogue um campeonato para entrar no ranking.',
  // A player's figures (profile and player page: one layout).
  figures: {
    rankingTitle: 'Ranking Geral',
    title: 'Estatísticas',
    minCategory: 'Categoria mínima',
    minCategoryWhy: 'Por quê:',
    minScore: 'Nível mínimo',
    recentChampionships: 'Campeonatos nos últimos 6 meses',
    totalChampionships: 'Campeonatos desde o cadastro',
    wins: 'Vitórias',
    losses: 'Derrotas',
  },
  noData: 'Nenhuma informação disponível.',
  back: 'Voltar',
  search: 'Buscar',
  remoteUnavailable: 'Esta parte do app está indisponível no momento.',
  retry: 'Tentar novamente',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'O endereço que você abriu não existe ou mudou de lugar.',
  goHome: 'Ir para o início',
  unexpectedError: 'Unexpected Application Error!',
  unexpectedErrorHint: 'Algo deu errado ao abrir esta tela.',
  emptyApiResponse: 'A resposta da API está vazia.',
  notAnArray: 'response.data não é um array.',
  logoutError: 'Erro ao fazer logout',
  loadMore: 'Carregar mais',
  loadingMore: 'Carregando mais...',
  loadMoreError: 'Não foi possível carregar mais itens.',
  noConnection: 'Sem conexão com o servidor.',
  noConnectionHint: 'Você continua conectado; mostramos seus dados salvos.',
  /** Offline, a screen (or its data) never opened on this device: nothing of it was kept. */
  offlineUnvisited: 'Sem conexão — abra esta tela com internet uma vez para tê-la offline.',
  retrying: 'Tentando...',
  /** A championship's stage on a day it has games. */
  live: 'Ao vivo',
  /** A championship drawn whose first game day is still ahead. */
  drawnStartsOn: (dayMonth: string) => `Grupos sorteados · começa ${dayMonth}`,
  /** The data on screen is the service worker's saved copy. */
  cachedAnswer: (time: string) => `sem conexão — atualizado às ${time}`,
} as const;

/**
 * The standings tables' columns, the same for athletes and organizers: each abbreviation, what it means (its header's
 * title and the legend), and the notes on how points and saldo are counted.
 */
export const standingsMessages = {
  columns: {
    J: 'Jogos',
    P: 'Pontos',
    V: 'Vitórias',
    D: 'Derrotas',
    S: 'Saldo',
    F: 'Pontos a favor',
  },
  position: '#',
  team: 'Time',
  legendTitle: 'Legenda',
  legendPointsNote: 'Pontos por jogo: vitória 2, derrota 1, W.O. 0',
  legendSaldoNote: 'Saldo = pontos a favor menos pontos contra',
} as const;

export type StandingsColumn = keyof typeof standingsMessages.columns;

/** The shell's bottom tab bar (docs/architecture.md, "Themes: dark and Modo sol") and the toasts' own controls. */
export const navigationMessages = {
  tabBar: 'Navegação principal',
  home: 'Home',
  championships: 'Campeonatos',
  players: 'Jogadores',
  arenas: 'Arenas',
  profile: 'Perfil',
  notifications: 'Notificações (Alt+T)',
  /** The bell in the signed-in header: its accessible name says the count. */
  avisos: (unread: string | null) => (unread === null ? 'Avisos' : unread === '1' ? 'Avisos, 1 não lido' : `Avisos, ${unread} não lidos`),
  closeNotification: 'Fechar notificação',
} as const;

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');
const ordinal = (value: number) => `${value}º`;
const decimal = (value: number) => String(value).replace('.', ',');
const countRange = (band: CountBand, unit = '') =>
  band.to === null ? `${band.from}${unit} ou mais` : band.from === band.to ? `${band.from}${unit}` : `${band.from}${unit}–${band.to}${unit}`;

/** How a game, a result and a category move are explained to the athlete (pt-BR). */
export const rankingMessages = {
  /**
   * One game from one team's side: "Vocês tinham 31% de chance; venceram 2–0: +16". The chance shows 1–99%: no game
   * is certain before it is played.
   */
  game: (input: { winChance: number; setsFor: number; setsAgainst: number; levelChange: number }) =>
    `Vocês tinham ${Math.min(99, Math.max(1, Math.round(input.winChance * 100)))}% de chance; ${input.setsFor > input.setsAgainst ? 'venceram' : 'perderam'} ${input.setsFor}–${input.setsAgainst}: ${signed(input.levelChange)}`,
  /** "3º lugar entre 12 duplas no Open: 1000 × 65% × 0,75 = 488 pontos" */
  result: (input: { category: Category; placement: number; teams: number; points: number }) =>
    `${ordinal(input.placement)} lugar entre ${input.teams} duplas no ${input.category}: ${CATEGORY_BASE_POINTS[input.category]} × ${placementSharePercent(input.placement)}% × ${decimal(fieldSizePercent(input.teams) / 100)} = ${input.points} ${input.points === 1 ? 'ponto' : 'pontos'}`,
  categoryUpByTitle: (category: RankedCategory, won: Category) => `Subiu para ${category}: campeão de um campeonato ${won}`,
  categoryUpByLevel: (category: RankedCategory, conservativeLevel: number) =>
    `Subiu para ${category}: nível conservador ${conservativeLevel}, acima do piso de ${CATEGORY_MIN_SCORES[categoryRank(category)!]}`,
  categoryDown: (category: RankedCategory, conservativeLevel: number, floor: number) =>
    `Desceu para ${category}: nível conservador ${conservativeLevel}, mais de ${DOWN_MARGIN} abaixo do piso de ${floor}`,
  reliability: (percent: number) => `Confiabilidade ${percent}%`,
  rankingPoints: 'Pontos no ranking',
  level: 'Nível',
  historyTitle: 'Histórico no ranking',
  historyEmpty: 'Nenhum campeonato finalizado ainda.',
  historyError: 'Erro ao buscar o histórico',
  placement: (placement: number) => `${ordinal(placement)} lugar`,
  points: (points: number) => `${points} ${points === 1 ? 'ponto' : 'pontos'}`,
  counts: (counts: boolean) => (counts ? 'Conta entre os 5 melhores' : 'Fora dos 5 melhores'),
  openGameResult: 'Jogo aberto · não vale pontos no ranking',
  levelMove: (before: number, after: number) => `Nível ${before} → ${after}`,
  partner: (nickname: string) => `com ${nickname}`,
  opponents: (nicknames: readonly string[]) => `contra ${nicknames.join(' e ')}`,
  chartTitle: 'Nível e pontos nos últimos 12 meses',
  chartDate: 'Data',
  chartPoints: 'Pontos',
  /** A chart of one finish: its only point is named, not left as a lone dot. */
  chartFirst: 'Primeiro resultado',
  chartLegend: 'Legenda',
  setScores: (scores: readonly { own: number; other: number }[]) => scores.map((set) => `${set.own}–${set.other}`).join(', '),
} as const;

/** A result to share (the home's last result, the player page's history). */
export const resultMessages = {
  share: 'Compartilhar',
  /** The button's name for a screen reader: which result it shares. */
  shareLabel: (championship: string) => `Compartilhar o resultado do ${championship}`,
  preparing: 'Preparando…',
  copied: 'Link copiado ✓',
  copiedAnnounce: 'Link do resultado copiado',
  copyThis: 'Copie o link do resultado:',
  lastTitle: 'Seu último resultado',
  openHistory: 'Ver no histórico',
  teams: (teams: number) => `${teams} duplas`,
} as const;

export type RulesTable = { caption: string; columns: readonly [string, string]; rows: readonly (readonly [string, string])[] };

/** "Como funciona o ranking": the rules as text and tables, from the same data the rules compute with. */
export const rankingRulesContent = {
  title: 'Como funciona o ranking',
  sections: [
    {
      title: 'Ranking Geral',
      paragraphs: [
        'Cada campeonato finalizado vale pontos pela colocação final da sua dupla: a base da categoria × a parte da colocação × o fator do tamanho do campeonato, arredondado.',
        `Contam os seus ${BEST_RESULTS_COUNTED} melhores resultados dos últimos ${RESULT_WINDOW_DAYS} dias. Cada resultado sai da conta ${RESULT_WINDOW_DAYS} dias depois da finalização do campeonato, no mesmo horário.`,
        'Empates no ranking: mais pontos, depois o maior nível, depois a conta mais antiga.',
      ],
    },
    {
      title: 'Nível',
      paragraphs: [
        'O nível (0 a 1200) muda a cada jogo de um campeonato finalizado: vencer uma dupla mais forte rende mais do que vencer uma mais fraca, e um 2–0 rende mais do que um 2–1.',
        'Cada atleta se move conforme a própria incerteza: quem tem poucos jogos se move mais. A confiabilidade mostra essa certeza e cai com o tempo sem jogar.',
      ],
    },
    {
      title: 'Categorias',
      paragraphs: [
        'A categoria segue o nível conservador (o nível menos duas vezes a incerteza). Você sobe quando ele alcança o piso da categoria seguinte, e o campeão de uma categoria sobe na hora para a seguinte.',
        `Para descer, o nível conservador precisa ficar mais de ${DOWN_MARGIN} abaixo do piso da sua categoria: no máximo uma categoria por ano, e nunca nos 12 meses depois de subir.`,
        'Você não pode se inscrever abaixo da maior categoria que teve nos últimos 12 meses. Master é uma categoria de idade, fora dessa ordem.',
      ],
    },
  ],
  // A getter: built when a page reads it, so a bundle that imports these messages without showing the rules does not
  // carry the computation (top-level calls are kept by the minifier).
  get tables(): readonly RulesTable[] {
    return [
      {
        caption: 'Base por categoria',
        columns: ['Categoria', 'Pontos'],
        rows: [...CATEGORIES].sort((a, b) => CATEGORY_BASE_POINTS[b] - CATEGORY_BASE_POINTS[a] || CATEGORIES.indexOf(a) - CATEGORIES.indexOf(b)).map((category) => [category, String(CATEGORY_BASE_POINTS[category])] as const),
      },
      {
        caption: 'Parte da colocação',
        columns: ['Colocação', 'Parte'],
        rows: PLACEMENT_SHARES.map((band) => [countRange(band, 'º'), `${band.percent}%`] as const),
      },
      {
        caption: 'Tamanho do campeonato',
        columns: ['Duplas', 'Fator'],
        rows: FIELD_SIZE_FACTORS.map((band) => [countRange(band), decimal(band.percent / 100)] as const),
      },
      {
        caption: 'Categorias por nível',
        columns: ['Categoria', 'Nível'],
        rows: CATEGORY_ORDER.map((category, rank) => [category, rank + 1 < CATEGORY_MIN_SCORES.length ? `${CATEGORY_MIN_SCORES[rank]}–${CATEGORY_MIN_SCORES[rank + 1]! - 1}` : `${CATEGORY_MIN_SCORES[rank]} ou mais`] as const),
      },
    ];
  },
} as const;

/**
 * Avisos, worded once for the app's list and the e-mail (shared/src/core/rules/notices.ts fills them in). Amounts and
 * dates come formatted (R$ 50,00; 14/12 às 18:00, Brazil's time).
 */
export const noticeMessages = {
  invitation_received: {
    title: 'Convite para jogar',
    text: (p: { inviter: string; championship: string }) => `${p.inviter} convidou você para formar um time no campeonato ${p.championship}.`,
  },
  team_confirmed: {
    title: 'Time confirmado',
    text: (p: { team: string; championship: string; amount?: string; deadline?: string }) =>
      `O time ${p.team} está confirmado no campeonato ${p.championship}.` +
      (p.amount && p.deadline ? ` Pague sua parte de ${p.amount} até ${p.deadline}: sem o pagamento, o time perde a vaga.` : ''),
  },
  payment_due: {
    title: 'Pagamento vence em 12 horas',
    text: (p: { amount: string; championship: string; deadline: string }) =>
      `Sua parte de ${p.amount} no campeonato ${p.championship} vence em ${p.deadline}. Sem o pagamento, o time perde a vaga.`,
  },
  payment_confirmed: {
    title: 'Pagamento confirmado',
    text: (p: { amount: string; championship: string }) => `O organizador confirmou o pagamento da sua parte de ${p.amount} no campeonato ${p.championship}.`,
  },
  slot_released: {
    title: 'Vaga liberada',
    text: (p: { championship: string }) => `O time perdeu a vaga no campeonato ${p.championship} porque o pagamento não foi feito no prazo.`,
  },
  waitlist_offered: {
    title: 'Vaga da lista de espera',
    text: (p: { championship: string; deadline: string | undefined }) =>
      p.deadline
        ? `Abriu uma vaga no campeonato ${p.championship} e ela é do seu time. Pague sua parte até ${p.deadline} para garanti-la.`
        : `Abriu uma vaga no campeonato ${p.championship} e ela é do seu time.`,
  },
  invitation_lapsed: {
    title: 'Convite sem efeito',
    text: (p: { championship: string }) => `Os grupos do campeonato ${p.championship} foram sorteados antes de o seu time ser confirmado: o convite não vale mais.`,
  },
  games_published: {
    title: { pools: 'Grupos sorteados', knockout: 'Mata-mata publicado' },
    text: (p: { championship: string; phase: 'pools' | 'knockout' }) =>
      p.phase === 'pools' ? `Os grupos e os jogos do campeonato ${p.championship} foram publicados.` : `Os jogos do mata-mata do campeonato ${p.championship} foram publicados.`,
  },
  score_to_confirm: {
    title: 'Placar para confirmar',
    text: (p: { reporter: string; championship: string }) => `${p.reporter} informou o placar de um jogo seu no campeonato ${p.championship}. Confirme ou conteste o resultado.`,
  },
  championship_cancelled: {
    title: 'Campeonato cancelado',
    text: (p: { championship: string; reason: string }) => `O campeonato ${p.championship} foi cancelado pelo organizador. Motivo: ${p.reason}`,
  },
  open_game_full: {
    title: 'Jogo aberto completo',
    text: (p: { arena: string; when: string }) => `Os quatro lugares do jogo aberto na ${p.arena} (${p.when}) foram preenchidos. Bom jogo!`,
  },
  open_game_score: {
    title: 'Placar de jogo aberto para confirmar',
    text: (p: { reporter: string; arena: string }) =>
      `${p.reporter} informou o placar do jogo aberto na ${p.arena}. Confirme; sem resposta, ele vale em 24 horas.`,
  },
  partner_found: {
    title: 'Dupla à vista',
    text: (p: { nickname: string; championship: string }) =>
      `${p.nickname}, do seu nível, também procura dupla no campeonato ${p.championship}. Veja a lista e convide.`,
  },
  game_next: {
    title: 'Seu jogo é o próximo',
    text: (p: { court: string; time: string; championship: string }) => `Seu jogo é o próximo na ${p.court} (previsto ${p.time}) no campeonato ${p.championship}.`,
  },
  game_called: {
    title: (court: string) => `Chamado agora — ${court}`,
    text: (p: { court: string; championship: string }) => `Seu jogo do campeonato ${p.championship} foi chamado: vá para a ${p.court}.`,
  },
  category_changed: {
    title: 'Nova categoria mínima',
    text: (p: { championship: string; from: string; to: string; reason: string }) =>
      `Depois do campeonato ${p.championship}, sua categoria mínima passou de ${p.from} para ${p.to}. ${p.reason}.`,
    /** The title that raised the floor completed its 12 months: nobody acted, so the aviso says what ended. */
    titleEnded: (p: { championship: string; to: string; reason: string }) =>
      `Seu título no ${p.championship} completou 12 meses: agora você pode se inscrever a partir de ${p.to}. ${p.reason}.`,
  },
  result_posted: {
    title: (place: string) => `Resultado: ${place}`,
  },
  /** The e-mail around the aviso. */
  emailGreeting: (name: string) => `Olá, ${name}!`,
  emailOpen: 'Abrir no Areia',
  emailFooter: 'Você recebe este email porque tem uma conta no Areia. Os mesmos avisos ficam no app, no sino do topo da tela.',
  emailSignature: 'Equipe Areia',
  /** "14/12 às 18:00". */
  dateTime: (date: string, time: string) => `${date} às ${time}`,
} as const;

/** The athlete's game day (home and championship page): where and when their game is, the call, the check-in. */
export const gameDayMessages = {
  court: (name: string) => (/^quadra\b/i.test(name.trim()) ? name.trim() : `Quadra ${name.trim()}`),
  predicted: (court: string, time: string, delay: number) => `${court} · previsto ${time}${delay > 0 ? ` (+${delay} min)` : ''}`,
  called: (court: string) => `Chamado agora — ${court}`,
  checkIn: 'Fazer check-in',
  checkingIn: 'Fazendo check-in...',
  checkedIn: 'Check-in feito ✓',
  locationDenied: 'Permita o acesso à sua localização para fazer o check-in.',
  locationFailed: 'Não foi possível obter sua localização. Tente de novo perto da quadra.',
  locationUnsupported: 'Este aparelho não informa a localização: peça o check-in ao organizador.',
  tooFar: 'Você parece estar longe da arena. Faça o check-in quando chegar.',
  checkInError: 'Não foi possível fazer o check-in.',
  dayTitle: 'Seu jogo hoje',
} as const;
