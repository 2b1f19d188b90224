/** Spec §5, §9: the avatar leaves the browser at most 1 MB and 1024 px on its longest side. */
export const AVATAR_MAX_MB = 1;
export const AVATAR_MAX_SIDE_PX = 1024;

/** Only files the browser declares as images are taken; the API still checks the bytes. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(file.type);
}

export const avatarCompressionOptions = {
  maxSizeMB: AVATAR_MAX_MB,
  maxWidthOrHeight: AVATAR_MAX_SIDE_PX,
  // The worker variant imports the library from a CDN; the app must not depend on one.
  useWebWorker: false,
} as const;
