/** pt-BR strings of the players screens: the spec's catalogue (§8) verbatim, and our own where the spec is silent. */
export const messages = {
  listTitle: 'Jogadores',
  detailTitle: 'Jogador',
  searchLabel: 'Buscar jogadores',
  searchPlaceholder: 'Buscar por nome ou apelido',
  listError: 'Erro ao buscar jogadores',
  detailError: 'Erro ao buscar detalhes do jogador',
  notFound: 'Jogador não encontrado',
  notFoundText: 'Este jogador não existe ou o link está errado.',
  backToList: 'Ver todos os jogadores',
  emptySearch: 'Nenhum jogador encontrado',
  clearSearch: 'Limpar busca',
  points: 'pontos',
  sports: 'Modalidades',
} as const;
