/** A point in decimal degrees (structurally the same as the API client's Coordinates; this file stays React- and axios-free). */
type Coordinates = { latitude: number; longitude: number };

/** Spec §9: great-circle distance on a sphere of radius 6371 km. */
export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in km between two points given in decimal degrees. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // min(1, …) keeps rounding from pushing asin out of its domain for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
