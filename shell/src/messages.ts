/** pt-BR strings of the shell itself: each screen's browser tab title ("Campeonatos · Areia"). */
export const APP_NAME = 'Areia';

export const routeTitles = {
  landing: 'Rankings, campeonatos e arenas',
  register: 'Criar conta',
  login: 'Entrar',
  forgotPassword: 'Recuperar senha',
  resetPassword: 'Nova senha',
  terms: 'Termos de uso',
  home: 'Home',
  profile: 'Perfil',
  editProfile: 'Editar perfil',
  championships: 'Campeonatos',
  championship: 'Campeonato',
  championshipDetails: 'Tabela e jogos',
  championshipRules: 'Regras',
  createTeam: 'Inscrever equipe',
  selectPlayer: 'Escolher parceiro',
  complaint: 'Denunciar equipe',
  invitations: 'Convites',
  players: 'Jogadores',
  player: 'Jogador',
  arenas: 'Arenas',
  arena: 'Arena',
  organizer: 'Meus campeonatos',
  organizerNewChampionship: 'Novo campeonato',
  organizerEditChampionship: 'Editar campeonato',
  organizerChampionship: 'Gerenciar campeonato',
  organizerGame: 'Placar do jogo',
  notFound: 'Página não encontrada',
} as const;

/** "Campeonatos · Areia": the screen first, so a row of browser tabs still tells them apart. */
export const documentTitle = (screen: string) => `${screen} · ${APP_NAME}`;
