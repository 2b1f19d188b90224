import { describe, expect, it } from 'vitest';
import { rankingMessages, rankingRulesContent } from './messages';
import { championshipPoints } from './rules/ranking/points';

describe('rankingMessages', () => {
  it('explains a game from the team\'s side', () => {
    expect(rankingMessages.game({ winChance: 0.31, setsFor: 2, setsAgainst: 0, levelChange: 16 })).toBe('Vocês tinham 31% de chance; venceram 2–0: +16');
    expect(rankingMessages.game({ winChance: 0.69, setsFor: 1, setsAgainst: 2, levelChange: -12 })).toBe('Vocês tinham 69% de chance; perderam 1–2: −12');
    expect(rankingMessages.game({ winChance: 0.5, setsFor: 2, setsAgainst: 1, levelChange: 0 })).toBe('Vocês tinham 50% de chance; venceram 2–1: 0');
  });

  it('never says a game was certain', () => {
    expect(rankingMessages.game({ winChance: 0.999, setsFor: 2, setsAgainst: 0, levelChange: 0 })).toMatch(/^Vocês tinham 99% /);
    expect(rankingMessages.game({ winChance: 0.001, setsFor: 2, setsAgainst: 0, levelChange: 40 })).toMatch(/^Vocês tinham 1% /);
  });

  it('explains a result with the numbers that made it', () => {
    const points = championshipPoints('Open', 3, 12);
    expect(rankingMessages.result({ category: 'Open', placement: 3, teams: 12, points })).toBe('3º lugar entre 12 duplas no Open: 1000 × 65% × 0,75 = 488 pontos');
    expect(rankingMessages.result({ category: 'Estreante', placement: 1, teams: 40, points: 220 })).toBe('1º lugar entre 40 duplas no Estreante: 200 × 100% × 1,1 = 220 pontos');
  });

  it('explains a category move', () => {
    expect(rankingMessages.categoryUpByTitle('Intermediário', 'Iniciante')).toBe('Subiu para Intermediário: campeão de um campeonato Iniciante');
    expect(rankingMessages.categoryUpByLevel('Avançado', 812)).toBe('Subiu para Avançado: nível conservador 812, acima do piso de 800');
    expect(rankingMessages.categoryDown('Intermediário Plus', 690, 800)).toBe('Desceu para Intermediário Plus: nível conservador 690, mais de 100 abaixo do piso de 800');
  });
});

describe('rankingRulesContent', () => {
  it('holds the tables a rules page renders, from the rules\' own data', () => {
    expect(rankingRulesContent.title).toBe('Como funciona o ranking');
    expect(rankingRulesContent.tables.map((table) => [table.caption, table.rows])).toEqual([
      [
        'Base por categoria',
        [
          ['Open', '1000'],
          ['Avançado', '800'],
          ['Intermediário Plus', '600'],
          ['Master', '600'],
          ['Intermediário', '450'],
          ['Iniciante', '300'],
          ['Estreante', '200'],
        ],
      ],
      [
        'Parte da colocação',
        [
          ['1º', '100%'],
          ['2º', '80%'],
          ['3º–4º', '65%'],
          ['5º–8º', '45%'],
          ['9º–16º', '25%'],
          ['17º ou mais', '10%'],
        ],
      ],
      [
        'Tamanho do campeonato',
        [
          ['2–5', '0,5'],
          ['6–15', '0,75'],
          ['16–32', '1'],
          ['33 ou mais', '1,1'],
        ],
      ],
      [
        'Categorias por nível',
        [
          ['Estreante', '0–199'],
          ['Iniciante', '200–399'],
          ['Intermediário', '400–599'],
          ['Intermediário Plus', '600–799'],
          ['Avançado', '800–999'],
          ['Open', '1000 ou mais'],
        ],
      ],
    ]);
  });

  it('states the window, the best results and the margin down in its text', () => {
    const text = rankingRulesContent.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain('5 melhores resultados dos últimos 365 dias');
    expect(text).toContain('mais de 100 abaixo do piso');
  });
});
