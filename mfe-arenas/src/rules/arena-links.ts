import type { Coordinates } from '@areia/shared/web/api/arenas';

/** A `tel:` link in international form; Brazilian numbers are stored without the country code (55). */
export function phoneHref(phone: string | null | undefined): string | null {
  const raw = (phone ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 8) return null;
  if (raw.startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10 || digits.length === 11) return `tel:+55${digits}`;
  return `tel:${digits}`;
}

/** A web address that may have been typed without its scheme; anything that is not http(s) is refused. */
export function websiteHref(website: string | null | undefined): string | null {
  const raw = (website ?? '').trim();
  if (!raw) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The arena's Instagram: a full URL as stored, or a bare '@handle'. */
export function instagramHref(instagram: string | null | undefined): string | null {
  const raw = (instagram ?? '').trim();
  if (!raw) return null;
  const handle = raw.replace(/^@/, '');
  if (/^[A-Za-z0-9._]+$/.test(handle)) return `https://www.instagram.com/${handle}/`;
  return websiteHref(raw);
}

/**
 * Google Maps' cross-platform search URL: Android hands it to the Maps app, iOS to Google Maps when installed and
 * to the browser otherwise (a `geo:` URI does nothing on iOS Safari). Coordinates default to 0, so a
 * point at 0,0 means "unknown" and the address is searched instead.
 */
export function mapHref(coordinates: Coordinates | null | undefined, address: string | null | undefined): string | null {
  const known = coordinates && Number.isFinite(coordinates.latitude) && Number.isFinite(coordinates.longitude)
    && !(coordinates.latitude === 0 && coordinates.longitude === 0);
  const query = known ? `${coordinates.latitude},${coordinates.longitude}` : (address ?? '').trim();
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
