import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../deps';
import { NEXT_CURSOR_HEADER } from '@areia/shared/core/schemas/paging';
import { messages } from './messages';
import { withName } from './openapi-names';

/** Schema failures become the same `{ message }` 400 everywhere, with the first issue's pt-BR text. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        return c.json({ message: issue?.message || messages.badRequest }, 400);
      }
      return undefined;
    },
  });
}

export const jsonContent = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema: withName(schema) } },
  description,
});

/** A JSON array of a named schema (the array itself stays anonymous, its items a reference). */
export const arrayOf = <T extends z.ZodType>(schema: T) => z.array(withName(schema));

/** A 200 that is one page of a list: the next page's cursor, when there is one, in X-Next-Cursor. */
export const pageContent = <T>(schema: T, description: string) => ({
  ...jsonContent(schema, description),
  headers: {
    [NEXT_CURSOR_HEADER]: {
      description: 'Cursor da próxima página (para ?cursor=); ausente na última página',
      schema: { type: 'string' as const },
    },
  },
});
