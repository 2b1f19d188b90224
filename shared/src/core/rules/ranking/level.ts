/**
 * The level ("Nível"): a Weng–Lin Bayesian rating (openskill) kept directly on the 0–1200 scale of the category bands.
 * The model is scale-free (moves depend on μ differences over √(σ² + β²)), so μ, σ, β and τ are all given in level
 * points and a level needs no conversion:
 *
 *   level(μ)              = clamp(round(μ), 0, 1200)
 *   conservative level    = level(μ − 2σ)                       — what categories follow (we are ~98% sure it is at least this)
 *   reliability(σ)        = clamp(round(100 × (1 − σ / σ₀)), 0, 100)  — 0 for a new account, never 100
 *   reliability shown     = 0 until the first rated game, whatever σ starts at
 *   σ after d days away   = min(σ₀, √(σ² + σ₀² × d / (8 × 365)))     — eight years away count as a new account
 *
 * β = 200 (one category): two settled partners one category above their opponents win about 9 games in 10.
 */
export const LEVEL_MAX = 1200;
/** The uncertainty of someone nobody has seen play: two categories either way. */
export const INITIAL_SIGMA = 400;
/** The performance spread of one athlete in one game, one category wide. */
export const LEVEL_BETA = 200;
/** openskill's own proportion (τ = σ₀ / 100): keeps σ from collapsing, so a settled level can still move. */
export const LEVEL_TAU = INITIAL_SIGMA / 100;
/** A new account: the middle of Estreante, knowing nothing. */
export const NEW_ACCOUNT_MU = 100;
/**
 * The σ given to an athlete's former static rating: the largest σ for which μ − 2σ of any rating stays within 100 of
 * its band's floor, so starting from the rating never moves anyone down a category by itself.
 */
export const SEEDED_SIGMA = 50;
/** Days of absence after which an athlete is as uncertain as a new account (σ² grows linearly with time away). */
export const DAYS_AWAY_TO_INITIAL_SIGMA = 8 * 365;
const DAY_MS = 86_400_000;

export type SkillRating = { mu: number; sigma: number };

export const levelOf = (mu: number): number => Math.min(LEVEL_MAX, Math.max(0, Math.round(mu)));

export const conservativeLevel = (rating: SkillRating): number => levelOf(rating.mu - 2 * rating.sigma);

export const levelReliability = (sigma: number): number => Math.min(100, Math.max(0, Math.round(100 * (1 - sigma / INITIAL_SIGMA))));

/** σ grown by the time since the athlete's last game (`lastGameAt` null: never played, σ as it is). */
export function sigmaAfterAway(sigma: number, lastGameAt: Date | null, at: Date): number {
  if (lastGameAt === null) return sigma;
  const days = Math.max(0, (at.getTime() - lastGameAt.getTime()) / DAY_MS);
  // Time alone never lowers σ, nor raises it past a new account's.
  return Math.max(sigma, Math.min(INITIAL_SIGMA, Math.sqrt(sigma ** 2 + (INITIAL_SIGMA ** 2 * days) / DAYS_AWAY_TO_INITIAL_SIGMA)));
}

/**
 * Reliability as the athlete's page shows it now: σ grown to `now` since their last game. An athlete who never played
 * a rated game shows 0: a static rating's small σ (SEEDED_SIGMA) keeps their category where it was, but no game has
 * confirmed the level yet.
 */
export const reliabilityAt = (rating: SkillRating, lastGameAt: Date | null, now: Date): number =>
  lastGameAt === null ? 0 : levelReliability(sigmaAfterAway(rating.sigma, lastGameAt, now));

export const newAccountRating = (): SkillRating => ({ mu: NEW_ACCOUNT_MU, sigma: INITIAL_SIGMA });

/**
 * The starting level of an athlete who had a static `rating` (the seed's 0–1200 value): μ is the rating itself, so
 * today's order and categories hold (a rating above the scale starts at its top, still Open).
 */
export function ratingFromStaticRating(rating: number): SkillRating {
  return { mu: Math.min(LEVEL_MAX, Math.max(0, rating)), sigma: SEEDED_SIGMA };
}
