import { describe, expect, it } from 'vitest';
import type { Team } from '@areia/shared/core/schemas/team';
import { invitationShareUrl, isMember, partnersOf } from './invitation-link';

const team: Team = {
  id: 't1',
  team: 'Ana / Bia',
  status: 'pending',
  team_members: [
    { player_id: 'a', nickname: 'Ana', fullname: null, avatar_url: null, rating: 100, whatsapp: '21990000000' },
    { player_id: 'b', nickname: 'Bia', fullname: null, avatar_url: null, rating: 100, whatsapp: '(21) 98765-4321' },
  ],
};

describe('invitationShareUrl', () => {
  it('goes to the partner’s number with the text when it is known', () => {
    expect(invitationShareUrl(team.team_members[1], 'Oi & tchau')).toBe('https://wa.me/5521987654321?text=Oi%20%26%20tchau');
  });
  it('opens WhatsApp’s contact picker when the number is unknown or too short', () => {
    expect(invitationShareUrl({ whatsapp: null }, 'x')).toBe('https://wa.me/?text=x');
    expect(invitationShareUrl({ whatsapp: '123' }, 'x')).toBe('https://wa.me/?text=x');
    expect(invitationShareUrl(undefined, 'x')).toBe('https://wa.me/?text=x');
  });
});

describe('partnersOf and isMember', () => {
  it('the partners are the other members; membership needs a user', () => {
    expect(partnersOf(team, 'a').map((member) => member.player_id)).toEqual(['b']);
    expect(isMember(team, 'b')).toBe(true);
    expect(isMember(team, 'c')).toBe(false);
    expect(isMember(team, undefined)).toBe(false);
  });
});
