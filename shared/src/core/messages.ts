/** pt-BR strings used by more than one part of the app (spec §2, §8). Each remote keeps its own messages module. */
export const sharedMessages = {
  loading: 'Carregando...',
  free: 'Grátis',
  // A player's figures (profile and player page: one layout).
  figures: {
    rankingTitle: 'Ranking Geral',
    title: 'Estatísticas',
    rating: 'Pontuação',
    minCategory: 'Categoria mínima',
    minScore: 'Pontuação mínima',
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
  retrying: 'Tentando...',
  /** Beside a championship's stage on a day it has games. */
  today: 'Hoje',
  /** The data on screen is the service worker's saved copy. */
  cachedAnswer: (time: string) => `sem conexão — atualizado às ${time}`,
} as const;

/** The shell's bottom tab bar (DESIGN §7) and the toasts' own controls. */
export const navigationMessages = {
  tabBar: 'Navegação principal',
  home: 'Home',
  championships: 'Campeonatos',
  players: 'Jogadores',
  arenas: 'Arenas',
  profile: 'Perfil',
  notifications: 'Notificações (Alt+T)',
  closeNotification: 'Fechar notificação',
} as const;
