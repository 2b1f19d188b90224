import type { APIRequestContext, Page } from '@playwright/test';
import { newAthlete, registerAthlete, type NewAthlete } from './athletes';
import { apiUrl, signIn, type SignedIn } from './session';

/** A freshly registered athlete, signed in on `page`: tests that change a profile never touch shared data. */
export async function signInNewAthlete(page: Page, prefix = 'perfil'): Promise<{ athlete: NewAthlete; session: SignedIn }> {
  const athlete = await registerAthlete(page.request, newAthlete(prefix));
  const session = await signIn(page, athlete);
  return { athlete, session };
}

/** GET on the real API with the athlete's bearer token. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string, params?: Record<string, string | number>): Promise<T> {
  const response = await request.get(`${apiUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` }, params });
  if (!response.ok()) throw new Error(`GET ${path} falhou: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Draws a picture in the page (a canvas) and returns its encoded bytes. `noise` makes JPEGs that compress badly,
 * so a 3000×2000 photo weighs several megabytes, like a phone's.
 */
export async function drawImage(page: Page, options: { width: number; height: number; type: 'image/png' | 'image/jpeg'; noise?: boolean }): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height, type, noise }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    if (noise) {
      const pixels = context.createImageData(width, height);
      const data = new Uint32Array(pixels.data.buffer);
      let seed = 20260522;
      for (let i = 0; i < data.length; i += 1) {
        seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
        data[i] = seed | 0xff000000;
      }
      context.putImageData(pixels, 0, 0);
    } else {
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#0ea5e9');
      gradient.addColorStop(1, '#facc15');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
    }
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob falhou'))), type, 0.95),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, options);
  return Buffer.from(base64, 'base64');
}

/**
 * Records every file the page puts in a FormData field named `field` (before it is sent), so a test can check what
 * really left the browser: its size, type and pixel size. Instrumentation only; the request still goes to the API.
 */
export async function recordFormDataFiles(page: Page, field: string): Promise<void> {
  await page.addInitScript((name) => {
    const sent: Blob[] = [];
    (window as unknown as { __sentFiles: Blob[] }).__sentFiles = sent;
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, ...args: [string, string | Blob, string?]) {
      if (args[0] === name && args[1] instanceof Blob) sent.push(args[1]);
      return (append as (...values: unknown[]) => void).apply(this, args);
    };
  }, field);
}

/** Size, type and pixel size of the files recorded by `recordFormDataFiles`, oldest first. */
export async function sentFiles(page: Page): Promise<{ bytes: number; type: string; width: number; height: number }[]> {
  return page.evaluate(async () => {
    const sent = (window as unknown as { __sentFiles?: Blob[] }).__sentFiles ?? [];
    return Promise.all(
      sent.map(async (blob) => {
        const bitmap = await createImageBitmap(blob).catch(() => null);
        return { bytes: blob.size, type: blob.type, width: bitmap?.width ?? 0, height: bitmap?.height ?? 0 };
      }),
    );
  });
}

/** Loads an image URL in the page (as an <img> would) and returns its natural size. */
export async function servedImageSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, url);
}
