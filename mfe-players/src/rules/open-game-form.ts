import type { OpenGameBody, OpenGameScoreBody } from '@areia/shared/core/schemas/open-game';
import { openGameMessages as m } from '../open-game-messages';

/** What the create form holds, as typed. */
export type OpenGameForm = { arenaId: string; startsAt: string; levelMin: string; levelMax: string; competitive: boolean };
export type FormErrors = Partial<Record<'arenaId' | 'startsAt' | 'levelMin' | 'levelMax', string>>;

const pad = (value: number) => String(value).padStart(2, '0');

/** A datetime-local value ("2026-03-10T18:00") for the device's time: tomorrow at 18:00 by default. */
export function defaultStart(now: Date): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 18, 0);
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}T${pad(next.getHours())}:${pad(next.getMinutes())}`;
}

/** The range a form starts with: the athlete's level ± 150 within 0–1200, as the API would choose it. */
export const defaultRange = (level: number) => ({ levelMin: String(Math.max(0, level - 150)), levelMax: String(Math.min(1200, level + 150)) });

const levelOf = (text: string): number | null => (/^\d{1,4}$/.test(text.trim()) && Number(text) <= 1200 ? Number(text) : null);

/** The body to send, or why not (each error under its field); the API decides the rest. */
export function openGameBody(form: OpenGameForm, now: Date): { ok: true; body: OpenGameBody } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  if (!form.arenaId) errors.arenaId = m.arenaMissing;
  const start = form.startsAt ? new Date(form.startsAt) : null;
  if (!start || Number.isNaN(start.getTime())) errors.startsAt = m.timeMissing;
  else if (start.getTime() <= now.getTime()) errors.startsAt = m.timePast;
  const min = levelOf(form.levelMin);
  const max = levelOf(form.levelMax);
  if (min === null) errors.levelMin = m.levelInvalid;
  if (max === null) errors.levelMax = m.levelInvalid;
  if (min !== null && max !== null && min > max) errors.levelMin = m.levelInverted;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { arena_id: form.arenaId, starts_at: start!.toISOString(), level_min: min!, level_max: max!, competitive: form.competitive } };
}

/** The sets as typed (own, other), up to 3; blank sets are left out. */
export function scoreBody(partnerId: string, sets: readonly { own: string; other: string }[]): { ok: true; body: OpenGameScoreBody } | { ok: false; error: string } {
  if (!partnerId) return { ok: false, error: m.partnerMissing };
  const filled = sets.filter((set) => set.own.trim() !== '' || set.other.trim() !== '');
  const parsed = filled.map((set) => ({ a: Number(set.own), b: Number(set.other) }));
  if (parsed.length < 2 || parsed.some((set) => !Number.isInteger(set.a) || !Number.isInteger(set.b) || set.a < 0 || set.b < 0 || set.a > 99 || set.b > 99)) {
    return { ok: false, error: m.setsMissing };
  }
  return { ok: true, body: { partner_id: partnerId, sets: parsed } };
}
