import { describe, expect, it } from 'vitest';
import { foldText } from '@areia/shared/core/format/format';
import { distanceKm as sharedDistanceKm } from '@areia/shared/core/geo/distance';
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
    expect(geo.distanceKm).toBe(sharedDistanceKm);
    expect(geo.EARTH_RADIUS_KM).toBe(6371);
    expect(Object.keys(geo)).not.toContain('foldText');
  });

  it('drops accents and case', () => {
    expect(foldText('Niterói São JURERÊ Açaí')).toBe('niteroi sao jurere acai');
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius, and opens longitude near a pole or the antimeridian', () => {
    const origin = { latitude: -22.9711, longitude: -43.1822 };
    const box = geo.boundingBox(origin, 10);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      // A point about 9.99 km away in each direction (small-distance approximation is enough inside the margin).
      const dLat = ((9.99 / 6371) * Math.cos(rad) * 180) / Math.PI;
      const dLng = ((9.99 / 6371) * Math.sin(rad) * 180) / Math.PI / Math.cos((origin.latitude * Math.PI) / 180);
      const point = { latitude: origin.latitude + dLat, longitude: origin.longitude + dLng };
      expect(geo.distanceKm(origin, point)).toBeLessThanOrEqual(10);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude!);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude!);
    }
    expect(geo.boundingBox({ latitude: 89.99, longitude: 0 }, 10).minLongitude).toBeNull();
    expect(geo.boundingBox({ latitude: 0, longitude: 179.99 }, 10).maxLongitude).toBeNull();
  });
});
