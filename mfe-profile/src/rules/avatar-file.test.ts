import { describe, expect, it } from 'vitest';
import { avatarCompressionOptions, isImageFile } from './avatar-file';

describe('isImageFile', () => {
  it('accepts image MIME types', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']) expect(isImageFile({ type })).toBe(true);
  });

  it('rejects everything else, including an empty type', () => {
    for (const type of ['', 'text/plain', 'application/pdf', 'video/mp4', 'imagem/png', 'image/']) expect(isImageFile({ type })).toBe(false);
  });
});

describe('avatarCompressionOptions', () => {
  it('caps the upload at 1 MB and 1024 px without a CDN worker', () => {
    expect(avatarCompressionOptions).toEqual({ maxSizeMB: 1, maxWidthOrHeight: 1024, useWebWorker: false });
  });
});
