export declare const LIVE_DAY_PATH: RegExp;
export declare const PREVIEW_TIMEOUT_MS: number;
export declare function escapeHtml(value: unknown): string;
export declare function longDate(iso: string): string;
export declare function previewTags(day: { title: string; occurs: string; arenaName: string | null }, url: string): { title: string; tags: string; description: string };
export declare function injectPreview(html: string, day: { title: string; occurs: string; arenaName: string | null }, url: string, dayUrl?: string): string;
export declare function livePreviewPage(options: {
  html: string;
  pathname: string;
  apiUrl: string;
  readApiUrl?: string;
  appUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): Promise<string | undefined>;
