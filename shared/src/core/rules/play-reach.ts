/**
 * How far "near me" reaches for playing, shared by the lists (mfe-players) and the home's "Jogar" counts
 * (GET /api/user/play), so a count is what its list shows. Free of zod, so a screen importing it carries no schema.
 */

/** "Jogos abertos": an evening game is worth a short drive. */
export const OPEN_GAMES_RADIUS_KM = 30;
/** "Procurando jogo": a championship is worth a longer trip than an arena. */
export const LOOKING_RADIUS_KM = 50;
/** The home's "Jogar" counts stop here ("20+"): a glance, never a walk through every open game or post. */
export const PLAY_COUNT_CAP = 20;
