import { describe, expect, it } from 'vitest';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import { formFromUser, isGender, profileFormErrors, profilePayload } from './profile-form';

const user = {
  id: 'u1',
  full_name: 'Ana Souza',
  nickname: 'aninha',
  born: '1994-03-08',
  gender: 'feminino',
  modalities: [{ modality: VOLEI_MODALITY_ID, status: 'inactive' }],
} as UserProfile;

describe('formFromUser', () => {
  it('copies the stored fields and reads the modality toggle from the active modalities', () => {
    expect(formFromUser(user)).toEqual({ fullName: 'Ana Souza', nickname: 'aninha', born: '1994-03-08', gender: 'feminino', playsVolei: false });
    expect(formFromUser(user, [{ modality: VOLEI_MODALITY_ID }]).playsVolei).toBe(true);
  });

  it('turns missing values into empty fields', () => {
    const blank = { ...user, full_name: null, nickname: null, born: null, gender: null, modalities: [] } as UserProfile;
    expect(formFromUser(blank)).toEqual({ fullName: '', nickname: '', born: '', gender: '', playsVolei: false });
  });
});

describe('profilePayload', () => {
  it('sends trimmed values and Vôlei as the one active modality', () => {
    expect(profilePayload({ fullName: ' Ana Lima ', nickname: ' ana ', born: '1990-01-02', gender: 'outro', playsVolei: true })).toEqual({
      full_name: 'Ana Lima',
      nickname: 'ana',
      born: '1990-01-02',
      gender: 'outro',
      modalities: [{ modality: VOLEI_MODALITY_ID, status: 'active' }],
    });
  });

  it('clears empty optional fields and deactivates Vôlei when the toggle is off', () => {
    expect(profilePayload({ fullName: '  ', nickname: 'ana', born: '', gender: '', playsVolei: false })).toEqual({
      full_name: null,
      nickname: 'ana',
      born: null,
      gender: null,
      modalities: [],
    });
  });
});

describe('profileFormErrors / isGender', () => {
  it('asks for a nickname of at least two characters', () => {
    expect(profileFormErrors({ fullName: '', nickname: ' a ', born: '', gender: '', playsVolei: false })).toEqual({
      nickname: 'O apelido deve conter pelo menos dois caracteres',
    });
    expect(profileFormErrors({ fullName: '', nickname: 'ab', born: '', gender: '', playsVolei: false })).toEqual({});
  });

  it('knows the three genders only', () => {
    expect(['masculino', 'feminino', 'outro'].every(isGender)).toBe(true);
    expect(isGender('Selecione')).toBe(false);
  });
});
