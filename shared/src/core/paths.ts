import { screens } from '@areia/shared/core/manifest';

type Screen = (typeof screens)[number];

/** One string argument per `:param` of a path, in order: `'/organizer/championships/:id/games/:gameId'` → two. */
type PathArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathArgs<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

type Paths = { readonly [S in Screen as S['key']]: { readonly path: S['path']; readonly href: (...params: PathArgs<S['path']>) => string } };

/** A link to a path: each `:param` replaced, in order, by the next argument, URL-encoded. */
export function buildHref(path: string, params: readonly string[]): string {
  let next = 0;
  return path.replace(/:[A-Za-z_]\w*/g, () => encodeURIComponent(params[next++] ?? ''));
}

/** Every route of the app (from the route manifest), with a builder for its links, so no screen hand-builds a URL. */
export const paths = Object.fromEntries(
  screens.map(({ key, path }) => [key, { path, href: (...params: string[]) => buildHref(path, params) }]),
) as unknown as Paths;

/** The ranking (the players list) opened at the signed-in athlete's own row, as the home's ranking card opens it. */
export const RANKING_PLACE_PARAM = 'posicao';
export const RANKING_PLACE_MINE = 'minha';
export const rankingAtMineHref = (): string => `${paths.players.href()}?${RANKING_PLACE_PARAM}=${RANKING_PLACE_MINE}`;
