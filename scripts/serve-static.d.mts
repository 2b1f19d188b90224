import type { Server } from 'node:http';
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
export declare function inlineHashes(html: string): { styles: string[]; scripts: string[] };
export declare function contentSecurityPolicy(options?: { config?: object; styleHashes?: string[]; scriptHashes?: string[] }): string;
export declare function serveStatic(options: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  runtimeConfig?: object;
  policyConfig?: object;
  appUrl?: string;
  previewApiUrl?: string;
  fetchImpl?: typeof fetch;
}): Promise<Server>;
