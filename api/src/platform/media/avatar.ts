import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../http/http-error';
import type { MediaStore } from './media-store';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 1024;
export const AVATAR_URL_PREFIX = '/media/avatars/';

/** Trust the bytes, not the file name or declared type: only these four formats are accepted. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpeg' | 'webp' | 'gif' | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * Re-encodes to WebP at most 1024 px on the longest side. sharp drops EXIF/GPS and other metadata unless asked to
 * keep it; `rotate()` first applies the EXIF orientation so the picture is not sideways once the tag is gone.
 */
export async function reencodeAvatar(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { animated: false, limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** Stores a new picture under a new name (browsers and CDNs never show a cached old one) and returns its path. */
export async function storeAvatar(store: MediaStore, userId: string, image: Buffer): Promise<string> {
  const fileName = `${userId}-${randomBytes(6).toString('hex')}.webp`;
  await store.put(fileName, 'image/webp', image);
  return `${AVATAR_URL_PREFIX}${fileName}`;
}

/** Deletes a superseded upload so it is no longer served; demo art and outside URLs are left alone. */
export async function removeStoredAvatar(store: MediaStore, storedPath: string | null): Promise<void> {
  if (!storedPath?.startsWith(AVATAR_URL_PREFIX)) return;
  await store.remove(storedPath.slice(AVATAR_URL_PREFIX.length));
}

/**
 * The image uploaded in a multipart field, checked by its bytes and re-encoded (avatars and championship banners
 * alike); a missing field is `missingMessage`, anything that is not one of the four image formats `invalidMessage`.
 */
export async function uploadedImage(
  c: { req: { parseBody: () => Promise<Record<string, unknown>> } },
  field: string,
  errors: { missing: string; invalid: string },
): Promise<Buffer> {
  let file: unknown;
  try {
    file = (await c.req.parseBody())[field];
  } catch {
    throw new HttpError(400, errors.missing);
  }
  if (!(file instanceof File)) throw new HttpError(400, errors.missing);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes)) throw new HttpError(400, errors.invalid);
  try {
    return await reencodeAvatar(bytes);
  } catch {
    throw new HttpError(400, errors.invalid);
  }
}
