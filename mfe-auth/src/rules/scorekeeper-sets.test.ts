import { describe, expect, it } from 'vitest';
import { addPoint, mayStartNextSet, resultRefusal, startNextSet, startSets } from './scorekeeper-sets';

const played = (a: number, b: number) => ({ a, b });

describe('the scorekeeper’s set entry', () => {
  it('starts from the live sets, or one empty set', () => {
    expect(startSets(null)).toEqual([played(0, 0)]);
    expect(startSets([played(21, 10), played(3, 4)])).toEqual([played(21, 10), played(3, 4)]);
  });

  it('adds and takes points on the current set only, within 0..99', () => {
    let sets = addPoint([played(21, 10), played(0, 0)], 'a');
    sets = addPoint(sets, 'b');
    sets = addPoint(sets, 'b');
    expect(sets).toEqual([played(21, 10), played(1, 2)]);
    expect(addPoint([played(0, 0)], 'a', -1)).toEqual([played(0, 0)]);
    expect(addPoint([played(99, 97)], 'a')).toEqual([played(99, 97)]);
  });

  it('opens the next set only after a finished set and while the match is undecided', () => {
    expect(mayStartNextSet([played(20, 18)])).toBe(false);
    expect(mayStartNextSet([played(21, 20)])).toBe(false);
    expect(mayStartNextSet([played(21, 19)])).toBe(true);
    expect(startNextSet([played(21, 19)])).toEqual([played(21, 19), played(0, 0)]);
    expect(mayStartNextSet([played(21, 19), played(21, 15)])).toBe(false);
    expect(mayStartNextSet([played(21, 19), played(15, 21)])).toBe(true);
    expect(mayStartNextSet([played(21, 19), played(15, 21), played(15, 10)])).toBe(false);
    expect(startNextSet([played(20, 18)])).toEqual([played(20, 18)]);
  });

  it('sends only a finished match, with the rule’s pt-BR reason otherwise', () => {
    expect(resultRefusal([played(21, 19), played(21, 15)])).toBeNull();
    expect(resultRefusal([played(21, 19), played(14, 15)])).toMatch(/^Set 2/);
    expect(resultRefusal([played(21, 19)])).toBe('Informe o placar de pelo menos 2 sets');
  });
});
