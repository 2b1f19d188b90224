import { describe, expect, it } from 'vitest';
import { foldText } from '@areia/shared/format/format';
import * as geo from './geo';

const { distanceKm } = geo;

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    const copacabana = { latitude: -22.9711, longitude: -43.1822 };
    const ipanema = { latitude: -22.9866, longitude: -43.2052 };
    expect(distanceKm(copacabana, copacabana)).toBe(0);
    expect(distanceKm(copacabana, ipanema)).toBeCloseTo(distanceKm(ipanema, copacabana), 10);
    expect(distanceKm(copacabana, ipanema)).toBeGreaterThan(2.5);
    expect(distanceKm(copacabana, ipanema)).toBeLessThan(3.5);
  });

  it('matches known city distances with R = 6371 km', () => {
    // Rio (Copacabana) to São Paulo (Sé): about 357 km great-circle.
    expect(distanceKm({ latitude: -22.9711, longitude: -43.1822 }, { latitude: -23.5505, longitude: -46.6333 })).toBeCloseTo(357, -1);
    // A quarter of the equator.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });
});

describe('foldText', () => {
  it('is the shared one: the API keeps no copy of its own', () => {
    expect(Object.keys(geo)).toEqual(['distanceKm']);
  });

  it('drops accents and case', () => {
    expect(foldText('Niterói São JURERÊ Açaí')).toBe('niteroi sao jurere acai');
  });
});
