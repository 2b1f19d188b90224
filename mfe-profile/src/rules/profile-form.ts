import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { GENDERS } from '@areia/shared/core/constants';
import type { Gender, UpdateProfileInput, UserProfile } from '@areia/shared/core/schemas/user';
import { validateNickname } from '@areia/shared/core/validation/nickname';

export interface ProfileFormValues {
  fullName: string;
  nickname: string;
  born: string;
  gender: Gender | '';
  playsVolei: boolean;
}

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

/** The form starts from what the API holds; `modalities` come from user_modalities when that query answered. */
export function formFromUser(user: UserProfile, activeModalities?: readonly { modality: string }[]): ProfileFormValues {
  const modalities = activeModalities ?? user.modalities.filter((m) => m.status === 'active');
  return {
    fullName: user.full_name ?? '',
    nickname: user.nickname ?? '',
    born: user.born ?? '',
    gender: user.gender ?? '',
    playsVolei: modalities.some((m) => m.modality === VOLEI_MODALITY_ID),
  };
}

/** PUT /api/user/me body: the active modalities list says which ones stay active (the rest become inactive). */
export function profilePayload(values: ProfileFormValues): UpdateProfileInput {
  return {
    full_name: values.fullName.trim() === '' ? null : values.fullName.trim(),
    nickname: values.nickname.trim(),
    born: values.born === '' ? null : values.born,
    gender: values.gender === '' ? null : values.gender,
    modalities: values.playsVolei ? [{ modality: VOLEI_MODALITY_ID, status: 'active' }] : [],
  };
}

export function profileFormErrors(values: ProfileFormValues): { nickname?: string } {
  const nickname = validateNickname(values.nickname);
  return nickname ? { nickname } : {};
}
