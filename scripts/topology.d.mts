import type { RemoteName } from '@areia/shared/core/manifest';

export declare const APP_PORTS: Record<'shell' | RemoteName, number>;
export declare const API_PORT: number;
export declare const REMOTES: { name: RemoteName; dir: string }[];
export interface Topology {
  shell: { port: number; url: string };
  remotes: { name: RemoteName; dir: string; port: number; url: string }[];
  api: { port: number; url: string };
  runtimeConfig: { apiUrl: string; supabaseAnonKey: string; remotes: Record<RemoteName, string> };
  corsOrigins: string[];
}
export declare function topology(options?: { base?: number; apiPort?: number; host?: string }): Topology;
