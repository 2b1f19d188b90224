import type { Championship } from '@areia/shared/schemas/championship';
import { championshipTime } from './championship-filters';

export type SignUpState = 'open' | 'registered' | 'full' | 'disabled' | 'past';

/** Whether the per-person sign-up button works, and why not. Being registered wins: it is the message that matters. */
export function signUpState(championship: Championship, now: Date): SignUpState {
  if (championship.isRegistered) return 'registered';
  if (championship.isDisabled) return 'disabled';
  const time = championshipTime(championship);
  if (time !== null && time < now.getTime()) return 'past';
  if (championship.free <= 0) return 'full';
  return 'open';
}
