import type { RouteHandler } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { UserModalityRow } from '@areia/shared/core/schemas/user';
import { userModalities } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import type { userModalitiesRoute } from './rest.routes';

const COLUMNS = ['user_id', 'modality', 'status'] as const;
type Column = (typeof COLUMNS)[number];
const isColumn = (value: string): value is Column => (COLUMNS as readonly string[]).includes(value);

/** Query parameters PostgREST clients send that do not filter rows. */
const NON_FILTER_PARAMS = new Set(['select', 'order', 'limit', 'offset']);

export function restHandlers(deps: AppDeps) {
  const userModalitiesList: RouteHandler<typeof userModalitiesRoute, AppEnv> = async (c) => {
    const params = new URL(c.req.url).searchParams;
    const select = (params.get('select') ?? '*').split(',').map((part) => part.trim()).filter(Boolean);
    if (!select.every((column) => column === '*' || isColumn(column))) throw new HttpError(400, messages.restUnsupported);
    const filters: { column: Column; value: string }[] = [];
    for (const [key, raw] of params) {
      if (NON_FILTER_PARAMS.has(key)) continue;
      if (!isColumn(key) || !raw.startsWith('eq.')) throw new HttpError(400, messages.restUnsupported);
      filters.push({ column: key, value: raw.slice(3) });
    }
    // Row-level rule: whatever the filters say, only the caller's own rows are ever read.
    const rows: UserModalityRow[] = (
      await deps.db.select().from(userModalities).where(eq(userModalities.userId, c.var.auth.id))
    ).map((row) => ({ user_id: row.userId, modality: row.modality, status: row.status === 'active' ? 'active' : 'inactive' }));
    const matching = rows.filter((row) => filters.every((filter) => row[filter.column] === filter.value));
    const limit = Number(params.get('limit') ?? Number.NaN);
    const limited = Number.isInteger(limit) && limit >= 0 ? matching.slice(0, limit) : matching;
    const projected = select.includes('*')
      ? limited
      : limited.map((row) => Object.fromEntries(select.map((column) => [column, row[column as Column]])));
    return c.json(projected, 200);
  };
  return { userModalitiesList };
}
