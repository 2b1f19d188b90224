import { CATEGORY_FLOOR_MONTHS, CATEGORY_ORDER, TITLE_FIELD_MIN_TEAMS } from '@areia/shared/core/rules/category';
import { SET_TARGETS, SETS_TO_WIN } from '@areia/shared/core/rules/score';
import { MATCH_POINTS } from '@areia/shared/core/rules/standings';

/**
 * The rules every championship shares, as the rules page states them (pt-BR), written from the constants the API and
 * the screens enforce, so the page cannot say one thing while the scores and tables do another.
 */
export type RuleSection = { title: string; text: string; steps?: readonly string[] };

const points = (value: number) => `${value} ${value === 1 ? 'ponto' : 'pontos'}`;

export const GENERAL_RULES: readonly RuleSection[] = [
  {
    title: 'Placar',
    text:
      `Melhor de ${SET_TARGETS.length} sets: vence quem ganhar ${SETS_TO_WIN}. Os sets 1 e 2 vão até ${SET_TARGETS[0]} pontos e o 3º até ` +
      `${SET_TARGETS[2]}, sempre com 2 pontos de diferença e sem limite (22 a 20, 30 a 28…).`,
  },
  {
    title: 'Pontos na tabela (P)',
    text: `Vitória vale ${points(MATCH_POINTS.win)}, derrota ${points(MATCH_POINTS.loss)} e W.O. ${points(MATCH_POINTS.forfeit)}.`,
  },
  {
    title: 'Desempate nos grupos (FIVB)',
    text: 'Equipes empatadas nos pontos da tabela ficam nesta ordem:',
    steps: [
      'Duas equipes: quem venceu o jogo entre elas.',
      'Três ou mais: a razão de pontos feitos e sofridos nos jogos entre elas (se restarem duas empatadas, o confronto direto).',
      'Persistindo o empate: a razão de pontos em todos os jogos do grupo.',
      'Por fim: o cabeça de chave mais bem colocado.',
    ],
  },
  {
    title: 'Categorias',
    text:
      `Ninguém joga abaixo da sua categoria mínima: a que o seu nível conquistou (nível menos duas vezes a incerteza; ` +
      `antes do primeiro campeonato finalizado, a faixa do seu nível). Só um título a eleva: quem vence uma categoria com ` +
      `${TITLE_FIELD_MIN_TEAMS} duplas ou mais não joga abaixo dela por ${CATEGORY_FLOOR_MONTHS} meses. Ordem: ${CATEGORY_ORDER.join(', ')}; Master é por idade.`,
  },
];
