import type { SignUpState } from '@areia/shared/core/rules/championship';
import { messages } from '../messages';

const NOTE: Record<Exclude<SignUpState, 'open'>, string> = {
  registered: messages.alreadyRegistered,
  full: messages.full,
  closed: messages.signUpClosed,
  ...messages.stageNotes,
};

/** Why the athlete cannot sign up, in the words of the championship's page (null while they can). */
export const signUpNote = (state: SignUpState): string | null => (state === 'open' ? null : NOTE[state]);

/** From the draw on, teams no longer change: the page says where the championship is and offers no sign-up. */
export const afterDraw = (state: SignUpState): boolean => state in messages.stageNotes;
