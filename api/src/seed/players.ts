const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João',
  'Larissa', 'Marcelo', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sabrina', 'Thiago', 'Úrsula', 'Vinícius',
  'Amanda', 'Caio', 'Débora', 'Enzo', 'Fernanda', 'Gustavo', 'Helena', 'Igor', 'Juliana', 'Lucas',
  'Mariana', 'Nicolas', 'Patrícia', 'Renato', 'Sofia', 'Tatiana', 'Vitor', 'Yasmin', 'Alice', 'Bernardo',
  'Camila', 'Davi', 'Elisa', 'Fábio',
];
const SURNAMES = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Lima', 'Costa', 'Pereira', 'Almeida', 'Ferreira', 'Rodrigues', 'Carvalho', 'Gomes', 'Ribeiro', 'Martins', 'Araújo'];

export type SeedPlayer = { index: number; fullName: string; nickname: string; slug: string; gender: 'masculino' | 'feminino' };

const FEMININE = new Set(['Ana', 'Carla', 'Eduarda', 'Gabriela', 'Isabela', 'Larissa', 'Natália', 'Paula', 'Sabrina', 'Úrsula', 'Amanda', 'Débora', 'Fernanda', 'Helena', 'Juliana', 'Mariana', 'Patrícia', 'Sofia', 'Tatiana', 'Yasmin', 'Alice', 'Camila', 'Elisa']);

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const SEED_PLAYERS: SeedPlayer[] = FIRST_NAMES.map((first, index) => {
  const surname = SURNAMES[(index * 7) % SURNAMES.length]!;
  const fullName = `${first} ${surname}`;
  return {
    index,
    fullName,
    // Unique by construction: first names are all different.
    nickname: `${first}${surname.slice(0, 1)}`,
    slug: slugOf(fullName),
    gender: FEMININE.has(first) ? 'feminino' : 'masculino',
  };
});

export { slugOf };
