import type { AvatarResponse, UpdateProfileInput, UserProfile } from '@areia/shared/core/schemas/user';
import { apiClient } from '@areia/shared/web/api/client';
import { expectObject } from '@areia/shared/web/api/response';

/** PUT /api/user/me: the answer is the whole updated profile, ready for `session.setUser`. */
export async function updateProfile(input: UpdateProfileInput): Promise<UserProfile> {
  const { data } = await apiClient.put<unknown>('/api/user/me', input);
  return expectObject<UserProfile>(data);
}

/** Share of the body sent so far, 0–100; `undefined` total (no Content-Length yet) reads as 0. */
export function uploadPercent(loaded: number, total: number | undefined): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

/** PUT /api/user/avatar as multipart (field `avatar`), reporting upload progress as a percentage. */
export async function uploadAvatar(file: Blob, fileName: string, onProgress?: (percent: number) => void): Promise<AvatarResponse> {
  const body = new FormData();
  body.append('avatar', file, fileName);
  const { data } = await apiClient.put<unknown>('/api/user/avatar', body, {
    onUploadProgress: (event) => onProgress?.(uploadPercent(event.loaded, event.total)),
  });
  return expectObject<AvatarResponse>(data);
}
