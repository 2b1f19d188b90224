// @ts-check
// The route manifest: every screen and every remote of the app, written down once. Everything else derives from it —
// the shell's router (shell/src/routes.ts), `paths` and their link builders (shared/src/core/paths.ts), each remote's
// Module Federation `exposes` and its standalone dev page (shared/build/create-app-config.mjs), the ports and the
// topology (shared/build/ports.mjs, scripts/topology.mjs), the runtime config's remote names and defaults
// (shared/src/web/config/runtime-config.ts, and the shell's runtime-config.json, emitted by the build).
//
// Plain JavaScript with JSDoc types, no imports: the rspack configs and the scripts load it on Node 20 as it is (no
// TypeScript loader), and TypeScript (`allowJs`) infers its literal types, so a screen key, a remote name or a path's
// parameters are checked where they are used. Adding a screen: one line below plus its page file.

/**
 * @typedef {object} RemoteEntry
 * @property {string} name       federation name, a JS identifier (`mfe_auth`)
 * @property {string} dir        its package folder at the repository root (`mfe-auth`)
 * @property {number} portOffset its port is the shell's port plus this (3000 + 1 in development)
 */

/**
 * @typedef {object} ScreenEntry
 * @property {string} key        the screen's name in code: `paths.<key>`
 * @property {string} path       its route, react-router syntax (`/championship/:id`)
 * @property {RemoteName} remote the remote whose page answers it
 * @property {string} module     the exposed module (`./<module>` in the remote's `exposes`)
 * @property {boolean} protected signed-in athletes only (the shell's session guard and signed-in layout)
 * @property {string} title      the browser tab's title, pt-BR ("Campeonatos · Areia")
 * @property {string} [file]     the page file, relative to the remote's folder; default
 *                               `./src/pages/<module in kebab-case>.tsx` (`ArenasPage` → `arenas-page.tsx`)
 */

/** Ports in development and in `pnpm start`; `AREIA_PORT_BASE` moves them all. */
export const defaultPorts = /** @type {const} */ ({ shell: 3000, api: 4000 });

/** @satisfies {readonly RemoteEntry[]} */
export const remotes = /** @type {const} */ ([
  { name: 'mfe_auth', dir: 'mfe-auth', portOffset: 1 },
  { name: 'mfe_championships', dir: 'mfe-championships', portOffset: 2 },
  { name: 'mfe_players', dir: 'mfe-players', portOffset: 3 },
  { name: 'mfe_arenas', dir: 'mfe-arenas', portOffset: 4 },
  { name: 'mfe_profile', dir: 'mfe-profile', portOffset: 5 },
  { name: 'mfe_organizer', dir: 'mfe-organizer', portOffset: 6 },
]);

/** @typedef {(typeof remotes)[number]['name']} RemoteName */

/**
 * Spec §2. Order matters where two paths match one URL (`/organizer/championships/new` before
 * `/organizer/championships/:id`): the shell preloads the first screen that matches.
 * @satisfies {readonly ScreenEntry[]}
 */
export const screens = /** @type {const} */ ([
  { key: 'landing', path: '/', remote: 'mfe_auth', module: 'LandingPage', protected: false, title: 'Rankings, campeonatos e arenas' },
  { key: 'register', path: '/register', remote: 'mfe_auth', module: 'RegisterPage', protected: false, title: 'Criar conta' },
  { key: 'login', path: '/login', remote: 'mfe_auth', module: 'LoginPage', protected: false, title: 'Entrar' },
  { key: 'forgotPassword', path: '/forgot-password', remote: 'mfe_auth', module: 'ForgotPasswordPage', protected: false, title: 'Recuperar senha' },
  { key: 'resetPassword', path: '/reset-password/:token', remote: 'mfe_auth', module: 'ResetPasswordPage', protected: false, title: 'Nova senha' },
  { key: 'terms', path: '/terms', remote: 'mfe_auth', module: 'TermsPage', protected: false, title: 'Termos de uso' },
  // In the auth remote, the one a signed-out first visit already loads and the lightest (docs/performance.md: `/` is
  // shell 126.6 KB + mfe_auth 7.7 KB): a spectator's phone fetches the shell and this small remote, no other (measured:
  // 137.0 KB, of which mfe_auth 9.2 KB), and there is no remote of its own to deploy, version and pay a round trip
  // for. The page reads one public answer with fetch (no axios), that the HTML already carries (scripts/live-preview.mjs),
  // and loads the QR code only in TV mode.
  { key: 'liveDay', path: '/ao-vivo/:id', remote: 'mfe_auth', module: 'LiveDayPage', protected: false, title: 'Ao vivo' },
  // Beside "Ao vivo" for the same reason: the person at the court opens the link on a phone, with no account.
  { key: 'scorekeeper', path: '/placar/:token', remote: 'mfe_auth', module: 'ScorekeeperPage', protected: false, title: 'Placar do mesário' },
  { key: 'home', path: '/home', remote: 'mfe_profile', module: 'HomePage', protected: true, title: 'Home' },
  { key: 'profile', path: '/profile', remote: 'mfe_profile', module: 'ProfilePage', protected: true, title: 'Perfil' },
  { key: 'editProfile', path: '/edit', remote: 'mfe_profile', module: 'EditProfilePage', protected: true, title: 'Editar perfil' },
  { key: 'notifications', path: '/notifications', remote: 'mfe_profile', module: 'NotificationsPage', protected: true, title: 'Avisos' },
  { key: 'championships', path: '/championships', remote: 'mfe_championships', module: 'ChampionshipsPage', protected: true, title: 'Campeonatos' },
  { key: 'championship', path: '/championship/:id', remote: 'mfe_championships', module: 'ChampionshipPage', protected: true, title: 'Campeonato' },
  { key: 'championshipDetails', path: '/championship/:id/details', remote: 'mfe_championships', module: 'ChampionshipDetailsPage', protected: true, title: 'Tabela e jogos' },
  { key: 'championshipRules', path: '/championship/:id/rules', remote: 'mfe_championships', module: 'RulesPage', protected: true, title: 'Regras' },
  { key: 'createTeam', path: '/create-team/:id', remote: 'mfe_championships', module: 'CreateTeamPage', protected: true, title: 'Inscrever equipe' },
  { key: 'selectPlayer', path: '/select-player', remote: 'mfe_championships', module: 'SelectPlayerPage', protected: true, title: 'Escolher parceiro' },
  { key: 'complaint', path: '/complaint', remote: 'mfe_championships', module: 'ComplaintPage', protected: true, title: 'Denunciar equipe' },
  { key: 'invitations', path: '/invitations', remote: 'mfe_championships', module: 'InvitationsPage', protected: true, title: 'Convites' },
  { key: 'players', path: '/players', remote: 'mfe_players', module: 'PlayersPage', protected: true, title: 'Jogadores' },
  { key: 'player', path: '/player/:id', remote: 'mfe_players', module: 'PlayerPage', protected: true, title: 'Jogador' },
  { key: 'openGames', path: '/jogos-abertos', remote: 'mfe_players', module: 'OpenGamesPage', protected: true, title: 'Jogos abertos' },
  { key: 'newOpenGame', path: '/jogos-abertos/novo', remote: 'mfe_players', module: 'NewOpenGamePage', protected: true, title: 'Abrir jogo' },
  { key: 'openGame', path: '/jogos-abertos/:id', remote: 'mfe_players', module: 'OpenGamePage', protected: true, title: 'Jogo aberto' },
  { key: 'arenas', path: '/arenas', remote: 'mfe_arenas', module: 'ArenasPage', protected: true, title: 'Arenas' },
  { key: 'arena', path: '/arena/:id', remote: 'mfe_arenas', module: 'ArenaPage', protected: true, title: 'Arena' },
  { key: 'organizer', path: '/organizer', remote: 'mfe_organizer', module: 'OrganizerChampionshipsPage', protected: true, title: 'Meus campeonatos' },
  { key: 'organizerNewChampionship', path: '/organizer/championships/new', remote: 'mfe_organizer', module: 'OrganizerChampionshipFormPage', file: './src/pages/championship-form-page.tsx', protected: true, title: 'Novo campeonato' },
  { key: 'organizerEditChampionship', path: '/organizer/championships/:id/edit', remote: 'mfe_organizer', module: 'OrganizerChampionshipFormPage', file: './src/pages/championship-form-page.tsx', protected: true, title: 'Editar campeonato' },
  { key: 'organizerPix', path: '/organizer/pix', remote: 'mfe_organizer', module: 'OrganizerPixPage', protected: true, title: 'Dados PIX' },
  { key: 'organizerPayments', path: '/organizer/championships/:id/payments', remote: 'mfe_organizer', module: 'OrganizerPaymentsPage', protected: true, title: 'Pagamentos' },
  { key: 'organizerDay', path: '/organizer/championships/:id/dia', remote: 'mfe_organizer', module: 'OrganizerDayPage', protected: true, title: 'Dia de jogos' },
  { key: 'organizerChampionship', path: '/organizer/championships/:id', remote: 'mfe_organizer', module: 'OrganizerChampionshipPage', protected: true, title: 'Gerenciar campeonato' },
  { key: 'organizerGame', path: '/organizer/championships/:id/games/:gameId', remote: 'mfe_organizer', module: 'OrganizerGamePage', file: './src/pages/game-score-page.tsx', protected: true, title: 'Placar do jogo' },
]);

/**
 * The page file of a screen, relative to its remote's folder.
 * @param {{ module: string, file?: string }} screen
 */
export function pageFile(screen) {
  return screen.file ?? `./src/pages/${screen.module.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase()}.tsx`;
}

/**
 * A remote's exposed modules, each once (two screens may share a page), with their files.
 * @param {string} remote
 * @returns {Record<string, string>} `./<module>` → file, the shape of Module Federation's `exposes`
 */
export function exposesOf(remote) {
  return Object.fromEntries(screens.filter((s) => s.remote === remote).map((s) => [`./${s.module}`, pageFile(s)]));
}

/**
 * Where each app listens and what the shell's runtime-config.json says, from a base port: the shell on `base`, each
 * remote on `base + portOffset`, the API on `apiPort`.
 * @param {{ base?: number, apiPort?: number, host?: string }} [options]
 */
export function localRuntimeConfig({ base = defaultPorts.shell, apiPort = defaultPorts.api, host = 'localhost' } = {}) {
  return {
    apiUrl: `http://${host}:${apiPort}`,
    supabaseAnonKey: 'areia-local-anon-key',
    remotes: /** @type {Record<RemoteName, string>} */ (
      Object.fromEntries(remotes.map((r) => [r.name, `http://${host}:${base + r.portOffset}/mf-manifest.json`]))
    ),
  };
}
