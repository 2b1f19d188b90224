import type { PriceItem } from '../platform/db/schema';

export type SeedArena = {
  slug: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  prices: PriceItem[];
};

const prices = (lesson: number, monthly: number, court: number): PriceItem[] => [
  { title: 'Aula avulsa', value: lesson },
  { title: 'Plano mensal (2x por semana)', value: monthly },
  { title: 'Aluguel de quadra (1 hora)', value: court },
];

/** Real beach neighbourhoods and coordinates; the arenas themselves are fictional. */
export const SEED_ARENAS: SeedArena[] = [
  { slug: 'arena-leme', name: 'Arena Leme Beach Vôlei', address: 'Av. Atlântica, 290 - Leme, Rio de Janeiro - RJ', latitude: -22.9634, longitude: -43.1698, phone: '21987654301', prices: prices(60, 280, 120) },
  { slug: 'arena-copacabana', name: 'Arena Copacabana Posto 4', address: 'Av. Atlântica, 2364 - Copacabana, Rio de Janeiro - RJ', latitude: -22.9714, longitude: -43.1823, phone: '21987654302', prices: prices(70, 320, 140) },
  { slug: 'arena-ipanema', name: 'Arena Ipanema Posto 9', address: 'Av. Vieira Souto, 300 - Ipanema, Rio de Janeiro - RJ', latitude: -22.9866, longitude: -43.2052, phone: '21987654303', prices: prices(80, 350, 160) },
  { slug: 'arena-leblon', name: 'Arena Leblon Vôlei de Praia', address: 'Av. Delfim Moreira, 1100 - Leblon, Rio de Janeiro - RJ', latitude: -22.9871, longitude: -43.2236, phone: '21987654304', prices: prices(85, 360, 170) },
  { slug: 'arena-barra', name: 'Arena Barra da Tijuca', address: 'Av. Lúcio Costa, 3300 - Barra da Tijuca, Rio de Janeiro - RJ', latitude: -23.0107, longitude: -43.3228, phone: '21987654305', prices: prices(65, 300, 130) },
  { slug: 'arena-icarai', name: 'Arena Icaraí', address: 'Praia de Icaraí, s/n - Icaraí, Niterói - RJ', latitude: -22.9066, longitude: -43.1129, phone: '21987654306', prices: prices(55, 250, 110) },
  { slug: 'arena-gonzaga', name: 'Arena Gonzaga Santos', address: 'Av. Presidente Wilson, 100 - Gonzaga, Santos - SP', latitude: -23.9688, longitude: -46.3336, phone: '13987654307', prices: prices(60, 270, 120) },
  { slug: 'arena-jurere', name: 'Arena Jurerê Internacional', address: 'Av. dos Búzios, 1500 - Jurerê, Florianópolis - SC', latitude: -27.4389, longitude: -48.4968, phone: '48987654308', prices: prices(75, 330, 150) },
  { slug: 'arena-camboriu', name: 'Arena Balneário Camboriú', address: 'Av. Atlântica, 2000 - Centro, Balneário Camboriú - SC', latitude: -26.9906, longitude: -48.6352, phone: '47987654309', prices: prices(70, 310, 140) },
  { slug: 'arena-porto-da-barra', name: 'Arena Porto da Barra', address: 'Av. Sete de Setembro, 3800 - Barra, Salvador - BA', latitude: -13.0034, longitude: -38.5331, phone: '71987654310', prices: prices(50, 230, 100) },
  { slug: 'arena-boa-viagem', name: 'Arena Boa Viagem', address: 'Av. Boa Viagem, 4000 - Boa Viagem, Recife - PE', latitude: -8.1197, longitude: -34.8951, phone: '81987654311', prices: prices(50, 220, 100) },
  { slug: 'arena-beira-mar', name: 'Arena Beira-Mar Fortaleza', address: 'Av. Beira Mar, 3000 - Meireles, Fortaleza - CE', latitude: -3.7245, longitude: -38.4953, phone: '85987654312', prices: prices(45, 210, 90) },
  { slug: 'arena-ponta-negra', name: 'Arena Ponta Negra', address: 'Av. Engenheiro Roberto Freire, 9000 - Ponta Negra, Natal - RN', latitude: -5.8797, longitude: -35.1703, phone: '84987654313', prices: prices(45, 200, 90) },
  { slug: 'arena-tambau', name: 'Arena Tambaú', address: 'Av. Almirante Tamandaré, 500 - Tambaú, João Pessoa - PB', latitude: -7.1153, longitude: -34.8228, phone: '83987654314', prices: prices(45, 200, 90) },
];
