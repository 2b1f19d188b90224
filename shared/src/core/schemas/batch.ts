import { z } from 'zod';
import { BATCH_MAX_CALLS, BATCH_PATH } from '@areia/shared/core/batch';

export const BATCH_PATH_INVALID = `Cada caminho do lote deve ser uma leitura da API (começar com /api/) e não outro ${BATCH_PATH}`;
export const BATCH_COUNT_INVALID = `Peça de 1 a ${BATCH_MAX_CALLS} caminhos em um lote (?get=)`;
export const BATCH_NOT_JSON = 'Só respostas JSON vêm em um lote: peça este caminho sozinho';

/** Where a path leads once its dot segments (`..`, `%2e%2e`) are resolved, as the API's router will read it; null
 * when it is no URL at all (`\\` reads as `//`, a host left empty). */
function resolvedPathname(path: string): string | null {
  const base = 'http://api.invalid';
  return URL.canParse(path, base) ? new URL(path, base).pathname : null;
}

/** A path one batch may ask for: one of the API's own, not the batch itself (dot segments resolved), at most 2 KB. */
export const batchCallPath = z
  .string()
  .max(2048, { error: BATCH_PATH_INVALID })
  .refine(
    (path) => {
      if (!path.startsWith('/api/')) return false;
      const resolved = resolvedPathname(path);
      return resolved !== null && resolved.startsWith('/api/') && !resolved.startsWith(BATCH_PATH);
    },
    { error: BATCH_PATH_INVALID },
  );

/** `?get=` once or repeated (a lone value comes as a string), 1–BATCH_MAX_CALLS paths. */
export const batchQuerySchema = z.object({
  get: z
    .union([batchCallPath, z.array(batchCallPath)], { error: BATCH_COUNT_INVALID })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .refine((paths) => paths.length >= 1 && paths.length <= BATCH_MAX_CALLS, { error: BATCH_COUNT_INVALID }),
});

export const batchAnswerSchema = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  data: z.unknown(),
});
