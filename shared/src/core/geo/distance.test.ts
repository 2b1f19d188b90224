import { describe, expect, it } from 'vitest';
import { formatKm } from '../format/format';
import { distanceKm } from './distance';

const city = {
  rio: { latitude: -22.9068, longitude: -43.1729 },
  saoPaulo: { latitude: -23.5505, longitude: -46.6333 },
  brasilia: { latitude: -15.7939, longitude: -47.8828 },
  salvador: { latitude: -12.9777, longitude: -38.5016 },
  fortaleza: { latitude: -3.7319, longitude: -38.5267 },
  portoAlegre: { latitude: -30.0346, longitude: -51.2177 },
  lisbon: { latitude: 38.7223, longitude: -9.1393 },
  london: { latitude: 51.5074, longitude: -0.1278 },
  paris: { latitude: 48.8566, longitude: 2.3522 },
  newYork: { latitude: 40.7128, longitude: -74.006 },
};

/** Published great-circle distances (R = 6371 km), rounded to the kilometre. */
const knownPairs: [keyof typeof city, keyof typeof city, number][] = [
  ['rio', 'saoPaulo', 361],
  ['rio', 'brasilia', 929],
  ['saoPaulo', 'portoAlegre', 853],
  ['salvador', 'fortaleza', 1028],
  ['london', 'paris', 344],
  ['rio', 'lisbon', 7717],
  ['saoPaulo', 'newYork', 7682],
];

describe('distanceKm', () => {
  it.each(knownPairs)('%s → %s is about %i km (within 0.5%%)', (a, b, expected) => {
    const km = distanceKm(city[a], city[b]);
    expect(Math.abs(km - expected) / expected).toBeLessThan(0.005);
  });

  it('is symmetric and zero for the same point', () => {
    expect(distanceKm(city.rio, city.rio)).toBe(0);
    expect(distanceKm(city.rio, city.salvador)).toBeCloseTo(distanceKm(city.salvador, city.rio), 9);
  });

  it('gives half the earth’s circumference for antipodes', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('measures short beach distances: Leme to Copacabana Posto 4 is under 2 km', () => {
    const km = distanceKm({ latitude: -22.9634, longitude: -43.1698 }, { latitude: -22.9714, longitude: -43.1823 });
    expect(km).toBeGreaterThan(1.4);
    expect(km).toBeLessThan(1.6);
  });
});

describe('distance shown with one decimal (formatKm)', () => {
  it('rounds a computed distance to one decimal with a comma', () => {
    const leme = { latitude: -22.9634, longitude: -43.1698 };
    const posto4 = { latitude: -22.9714, longitude: -43.1823 };
    expect(formatKm(distanceKm(leme, posto4))).toBe('1,6 km');
    expect(formatKm(9.96)).toBe('10,0 km');
    expect(formatKm(0.04)).toBe('0,0 km');
    expect(formatKm(1234.56)).toBe('1.234,6 km');
  });
});
