/** Every route of the app, with a builder for its links, so no screen hand-builds a URL. */
export const paths = {
  landing: { path: '/', href: () => '/' },
  register: { path: '/register', href: () => '/register' },
  login: { path: '/login', href: () => '/login' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { path: '/reset-password/:token', href: (token: string) => `/reset-password/${encodeURIComponent(token)}` },
  terms: { path: '/terms', href: () => '/terms' },
  home: { path: '/home', href: () => '/home' },
  profile: { path: '/profile', href: () => '/profile' },
  championships: { path: '/championships', href: () => '/championships' },
  championship: { path: '/championship/:id', href: (id: string) => `/championship/${encodeURIComponent(id)}` },
  championshipDetails: {
    path: '/championship/:id/details',
    href: (id: string) => `/championship/${encodeURIComponent(id)}/details`,
  },
  championshipRules: {
    path: '/championship/:id/rules',
    href: (id: string) => `/championship/${encodeURIComponent(id)}/rules`,
  },
  createTeam: { path: '/create-team/:id', href: (id: string) => `/create-team/${encodeURIComponent(id)}` },
  selectPlayer: { path: '/select-player', href: () => '/select-player' },
  players: { path: '/players', href: () => '/players' },
  player: { path: '/player/:id', href: (id: string) => `/player/${encodeURIComponent(id)}` },
  complaint: { path: '/complaint', href: () => '/complaint' },
  invitations: { path: '/invitations', href: () => '/invitations' },
  editProfile: { path: '/edit', href: () => '/edit' },
  arenas: { path: '/arenas', href: () => '/arenas' },
  arena: { path: '/arena/:id', href: (id: string) => `/arena/${encodeURIComponent(id)}` },
  organizer: { path: '/organizer', href: () => '/organizer' },
  organizerNewChampionship: { path: '/organizer/championships/new', href: () => '/organizer/championships/new' },
  organizerChampionship: {
    path: '/organizer/championships/:id',
    href: (id: string) => `/organizer/championships/${encodeURIComponent(id)}`,
  },
  organizerEditChampionship: {
    path: '/organizer/championships/:id/edit',
    href: (id: string) => `/organizer/championships/${encodeURIComponent(id)}/edit`,
  },
  organizerGame: {
    path: '/organizer/championships/:id/games/:gameId',
    href: (id: string, gameId: string) =>
      `/organizer/championships/${encodeURIComponent(id)}/games/${encodeURIComponent(gameId)}`,
  },
} as const;
