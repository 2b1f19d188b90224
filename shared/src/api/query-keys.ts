/** The one query key factory. Mutations invalidate through these same keys. */
export const queryKeys = {
  me: () => ['me'] as const,
  userModalities: (userId: string) => ['user-modalities', userId] as const,
  championships: {
    all: (modalityId: string) => ['championships', modalityId] as const,
    detail: (modalityId: string, id: string) => ['championships', modalityId, id] as const,
    teams: (modalityId: string, id: string) => ['championships', modalityId, id, 'teams'] as const,
    groups: (modalityId: string, id: string) => ['championships', modalityId, id, 'groups'] as const,
    games: (modalityId: string, id: string) => ['championships', modalityId, id, 'games'] as const,
    results: (modalityId: string, id: string) => ['championships', modalityId, id, 'results'] as const,
  },
  players: {
    all: (modalityId: string) => ['players', modalityId] as const,
    detail: (modalityId: string, id: string) => ['players', modalityId, id] as const,
  },
  arenas: {
    all: () => ['arenas'] as const,
    list: () => ['arenas', 'list'] as const,
    nearby: (latitude: number, longitude: number, maxDistanceKm: number) =>
      ['arenas', 'nearby', latitude, longitude, maxDistanceKm] as const,
    search: (term: string) => ['arenas', 'search', term] as const,
    detail: (id: string) => ['arenas', 'detail', id] as const,
  },
};
