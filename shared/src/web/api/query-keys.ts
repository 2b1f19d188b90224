/** The one query key factory. Mutations invalidate through these same keys. */
export const queryKeys = {
  me: () => ['me'] as const,
  userModalities: (userId: string) => ['user-modalities', userId] as const,
  championships: {
    all: (modalityId: string) => ['championships', modalityId] as const,
    /** Every paged list of the modality, whatever its filter and search: what a sign-up invalidates. */
    lists: (modalityId: string) => ['championships', modalityId, 'list'] as const,
    list: (modalityId: string, filter: string, search: string) => ['championships', modalityId, 'list', filter, search] as const,
    /** Whether the caller is in any team (one row of the "registered" list): under `lists`, so a sign-up refreshes it. */
    inAnyTeam: (modalityId: string) => ['championships', modalityId, 'list', 'registered', '', 'any'] as const,
    detail: (modalityId: string, id: string) => ['championships', modalityId, id] as const,
    teams: (modalityId: string, id: string) => ['championships', modalityId, id, 'teams'] as const,
    groups: (modalityId: string, id: string) => ['championships', modalityId, id, 'groups'] as const,
    games: (modalityId: string, id: string) => ['championships', modalityId, id, 'games'] as const,
    results: (modalityId: string, id: string) => ['championships', modalityId, id, 'results'] as const,
    /** The teams waiting for a slot and the caller's place (GET …/waitlist). */
    waitlist: (modalityId: string, id: string) => ['championships', modalityId, id, 'waitlist'] as const,
  },
  players: {
    all: (modalityId: string) => ['players', modalityId] as const,
    list: (modalityId: string, search: string) => ['players', modalityId, 'list', search] as const,
    /** The ranking opened at a player (`?around=`): its first page starts just above them. */
    around: (modalityId: string, playerId: string) => ['players', modalityId, 'around', playerId] as const,
    /** The partner picker's list for one championship: who may join first (`?eligibleFor=`). */
    choices: (modalityId: string, championshipId: string, search: string) => ['players', modalityId, 'choices', championshipId, search] as const,
    detail: (modalityId: string, id: string) => ['players', modalityId, id] as const,
    history: (modalityId: string, id: string) => ['players', modalityId, id, 'history'] as const,
  },
  /** "Procuro dupla": a championship's count and the caller's post, its fit list, and the players list's filter. */
  partners: {
    all: () => ['partners'] as const,
    summary: (championshipId: string) => ['partners', championshipId, 'summary'] as const,
    list: (championshipId: string) => ['partners', championshipId, 'list'] as const,
    looking: (latitude: number | null, longitude: number | null) => ['partners', 'looking', latitude, longitude] as const,
  },
  /** "Jogo aberto": the games with a place near a position (or anywhere), the caller's own, and one game. */
  openGames: {
    all: () => ['open-games'] as const,
    near: (latitude: number | null, longitude: number | null) => ['open-games', 'near', latitude, longitude] as const,
    mine: () => ['open-games', 'mine'] as const,
    detail: (id: string) => ['open-games', 'detail', id] as const,
  },
  arenas: {
    all: () => ['arenas'] as const,
    list: (search: string) => ['arenas', 'list', search] as const,
    nearby: (latitude: number, longitude: number, maxDistanceKm: number, search: string) =>
      ['arenas', 'nearby', latitude, longitude, maxDistanceKm, search] as const,
    detail: (id: string) => ['arenas', 'detail', id] as const,
  },
  organizer: {
    all: () => ['organizer'] as const,
    /** GET /api/organizer/championships: the signed-in organizer's championships. */
    mine: () => ['organizer', 'championships'] as const,
    detail: (id: string) => ['organizer', 'championships', id] as const,
    /** The organizer's PIX details (key, name, city). */
    pix: () => ['organizer', 'pix'] as const,
    /** Every athlete's share of one championship (the payments screen). */
    payments: (id: string) => ['organizer', 'championships', id, 'payments'] as const,
    /** The scorekeeper's links of one championship, revoked ones too (never their tokens). */
    scorekeeperLinks: (id: string) => ['organizer', 'championships', id, 'scorekeeper-links'] as const,
    /** What the draw would do now (its confirmation). */
    drawPreview: (id: string) => ['organizer', 'championships', id, 'draw-preview'] as const,
  },
  /** A championship's game day: the public one (athletes) and the organizer's (with check-ins). */
  gameDay: {
    public: (id: string) => ['game-day', id] as const,
    /** The signed-in athlete's own day (per session: the shell clears the cache on sign-out). */
    mine: (id: string) => ['game-day', id, 'me'] as const,
    organizer: (id: string) => ['organizer', 'championships', id, 'day'] as const,
  },
  /** The signed-in athlete's share in one championship (the championship page's "Pagar minha parte"). */
  myPayment: (modalityId: string, championshipId: string) => ['my-payment', modalityId, championshipId] as const,
  /** What the signed-in athlete still owes anywhere (the home's payment card). */
  myDueShares: () => ['my-payment', 'due'] as const,
  invitations: {
    all: () => ['invitations'] as const,
    /** The invitations screen: every page loaded as the athlete scrolls (an infinite query). */
    mine: () => ['invitations', 'mine'] as const,
    /** The home's count: the first page only, so a refetch never reads the pages the screen scrolled through. */
    firstPage: () => ['invitations', 'first-page'] as const,
  },
  /** The signed-in athlete's avisos: the list (pages as it scrolls) and the bell's unread count; per user. */
  notifications: {
    all: (userId: string) => ['notifications', userId] as const,
    list: (userId: string) => ['notifications', userId, 'list'] as const,
    unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  },
  /** The signed-in athlete's next game (home) and private calendar address (profile); per user, as sessions change. */
  nextGame: (userId: string) => ['next-game', userId] as const,
  /** Results to share: the signed-in athlete's last one (home) and any athlete's in one championship, with its card. */
  results: {
    last: (userId: string) => ['results', 'last', userId] as const,
    detail: (championshipId: string, athleteId: string) => ['results', championshipId, athleteId] as const,
    card: (championshipId: string, athleteId: string) => ['results', championshipId, athleteId, 'card'] as const,
  },
  calendarSubscription: (userId: string) => ['calendar-subscription', userId] as const,
  /** A championship's public game day (GET /api/live/championships/{id}/day): the "Ao vivo" page, no session. */
  publicDay: (championshipId: string) => ['public-day', championshipId] as const,
  /** The home's "Jogar" (GET /api/user/play): per athlete, and the position changes what is near. */
  play: (latitude: number | null, longitude: number | null) => ['play', latitude, longitude] as const,
  /** The home's counts; the position (when known) is part of the key since it changes the nearby count. */
  summary: (modalityId: string, latitude: number | null, longitude: number | null, maxDistanceKm: number | null) =>
    ['summary', modalityId, latitude, longitude, maxDistanceKm] as const,
};
