/** pt-BR strings of the shell itself: the browser tab's title ("Campeonatos · Areia"). */
export const APP_NAME = 'Areia';

/** The shell's own screens; every remote screen's title is in the route manifest (shared/src/core/manifest.mjs). */
export const routeTitles = {
  notFound: 'Página não encontrada',
} as const;

/** "Campeonatos · Areia": the screen first, so a row of browser tabs still tells them apart. */
export const documentTitle = (screen: string) => `${screen} · ${APP_NAME}`;

/** A remote built against a newer contract than this shell provides (remotes/contract-check.ts). */
export const remoteUpdateMessages = {
  updated: 'Esta parte do app foi atualizada. Recarregue para usar a versão nova.',
  reload: 'Recarregar',
} as const;
