import type { UserProfile } from '@areia/shared/core/schemas/user';
import { messages } from '../messages';

/** A step the home asks of an athlete who is starting, in the order they should take them. */
export type FirstStep = { kind: 'profile'; missing: string[] } | { kind: 'championship'; category: string };

type ProfileFields = Pick<UserProfile, 'avatar_url' | 'full_name' | 'born' | 'gender'>;

/**
 * What the profile still lacks, in the edit screen's order: the photo partners and organizers recognise, the full
 * name, the birth date and the gender (what a championship's category and gender are checked against).
 */
export function missingProfileFields(user: ProfileFields): string[] {
  const missing: string[] = [];
  if (!user.avatar_url) missing.push(messages.missingPhoto);
  if (!user.full_name?.trim()) missing.push(messages.missingFullName);
  if (!user.born) missing.push(messages.missingBorn);
  if (!user.gender) missing.push(messages.missingGender);
  return missing;
}

/**
 * The home's first steps: complete the profile while anything is missing, then sign up for a championship of the
 * athlete's category, until they have a team in one. `hasTeam` undefined (not known yet): that step waits rather than
 * showing and vanishing.
 */
export function firstSteps(user: ProfileFields & Pick<UserProfile, 'min_category'>, hasTeam: boolean | undefined): FirstStep[] {
  const steps: FirstStep[] = [];
  const missing = missingProfileFields(user);
  if (missing.length > 0) steps.push({ kind: 'profile', missing });
  if (hasTeam === false) steps.push({ kind: 'championship', category: user.min_category });
  return steps;
}
