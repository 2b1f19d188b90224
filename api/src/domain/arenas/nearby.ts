import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import { arenas } from '../../platform/db/schema';
import { boundingBox, distanceFromSql, type Point } from './geo';

/** How a radius query takes its numbers: inline parameters, or placeholders of a prepared statement. */
type Bind = (name: string, value: number) => SQL;
const inline: Bind = (_name, value) => sql`${value}`;
export const placeholders: Bind = (name) => sql`${sql.placeholder(name)}`;

/**
 * Arenas within `km` of `origin`: the box on arenas_location_idx first, then the exact great-circle distance. With
 * `placeholders`, the SQL depends only on `bounded` (whether the box limits longitude) and `values` fills it.
 */
export function withinRadius(origin: Point, km: number, bind: Bind = inline) {
  const box = boundingBox(origin, km);
  const values: Record<string, number> = {
    originLatitude: origin.latitude,
    originLongitude: origin.longitude,
    minLatitude: box.minLatitude,
    maxLatitude: box.maxLatitude,
    km,
  };
  const bounded = box.minLongitude !== null && box.maxLongitude !== null;
  if (bounded) Object.assign(values, { minLongitude: box.minLongitude, maxLongitude: box.maxLongitude });
  const value = (name: string) => bind(name, values[name]!);
  const distance = distanceFromSql(value('originLatitude'), value('originLongitude'), arenas.latitude, arenas.longitude);
  return {
    distance,
    bounded,
    values,
    where: and(
      gte(arenas.latitude, value('minLatitude')),
      lte(arenas.latitude, value('maxLatitude')),
      bounded ? gte(arenas.longitude, value('minLongitude')) : undefined,
      bounded ? lte(arenas.longitude, value('maxLongitude')) : undefined,
      sql`${distance} <= ${value('km')}::float8`,
    ),
  };
}
