import type { Team } from '@areia/shared/core/schemas/team';
import { whatsappUrl } from './complaint-link';

/**
 * The WhatsApp link the inviter shares: to the partner's number when the team shows it, otherwise a
 * contact picker (wa.me without a number), with the championship and a link to the invitations screen.
 */
export function invitationShareUrl(partner: Pick<Team['team_members'][number], 'whatsapp'> | undefined, text: string): string {
  const digits = partner?.whatsapp?.replace(/\D/g, '') ?? '';
  return digits.length >= 10 ? whatsappUrl(digits, text) : `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The members of a team other than the user: whom the invitation is for. */
export function partnersOf(team: Team, userId: string | undefined): Team['team_members'] {
  return team.team_members.filter((member) => member.player_id !== userId);
}

export function isMember(team: Team, userId: string | undefined): boolean {
  return Boolean(userId) && team.team_members.some((member) => member.player_id === userId);
}
