import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../deps';
import { messages } from './messages';

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
  content: { 'application/json': { schema } },
  description,
});
