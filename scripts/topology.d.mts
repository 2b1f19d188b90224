export declare const APP_PORTS: Record<'shell' | 'mfe_auth' | 'mfe_championships' | 'mfe_players' | 'mfe_arenas' | 'mfe_profile' | 'mfe_organizer', number>;
export declare const API_PORT: number;
export declare const REMOTES: { name: string; dir: string }[];
export interface Topology {
  shell: { port: number; url: string };
  remotes: { name: string; dir: string; port: number; url: string }[];
  api: { port: number; url: string };
  runtimeConfig: { apiUrl: string; supabaseAnonKey: string; remotes: Record<string, string> };
  corsOrigins: string[];
}
export declare function topology(options?: { base?: number; apiPort?: number; host?: string }): Topology;
