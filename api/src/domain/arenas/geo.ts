import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EARTH_RADIUS_KM, distanceKm } from '@areia/shared/core/geo/distance';

/** One great-circle formula and one earth radius, shared with the screens. */
export { EARTH_RADIUS_KM, distanceKm };

export type Point = { latitude: number; longitude: number };

/** The same haversine as `distanceKm`, in SQL, from `origin` to the row's columns. */
export function distanceSql(origin: Point, latitude: AnyPgColumn, longitude: AnyPgColumn): SQL<number> {
  return distanceFromSql(sql`${origin.latitude}`, sql`${origin.longitude}`, latitude, longitude);
}

/** `distanceSql` from an origin given as SQL (e.g. placeholders of a prepared statement). */
export function distanceFromSql(originLatitude: SQL, originLongitude: SQL, latitude: AnyPgColumn, longitude: AnyPgColumn): SQL<number> {
  const lat = sql`${originLatitude}::float8`;
  const lng = sql`${originLongitude}::float8`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)))))`;
}

/**
 * A latitude/longitude box holding every point within `km` of `origin` (a little wider, never narrower), for the
 * btree on (latitude, longitude) to narrow before the exact distance. Longitude is left open near the poles or
 * when the box would cross the ±180° meridian.
 */
export function boundingBox(origin: Point, km: number) {
  const angle = km / EARTH_RADIUS_KM;
  const dLat = (angle * 180) / Math.PI + 1e-9;
  const minLatitude = origin.latitude - dLat;
  const maxLatitude = origin.latitude + dLat;
  const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
  if (angle >= Math.PI / 2 || Math.sin(angle) >= cosLat || maxLatitude >= 90 || minLatitude <= -90) {
    return { minLatitude, maxLatitude, minLongitude: null, maxLongitude: null };
  }
  const dLng = (Math.asin(Math.sin(angle) / cosLat) * 180) / Math.PI + 1e-9;
  const minLongitude = origin.longitude - dLng;
  const maxLongitude = origin.longitude + dLng;
  if (minLongitude < -180 || maxLongitude > 180) return { minLatitude, maxLatitude, minLongitude: null, maxLongitude: null };
  return { minLatitude, maxLatitude, minLongitude, maxLongitude };
}
