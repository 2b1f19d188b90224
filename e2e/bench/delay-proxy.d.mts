import type { Server } from 'node:http';
export interface Link {
  rttMs: number;
  schedule(bytes: number): number;
}
export declare function createLink(options?: { rttMs?: number; downKbps?: number }): Link;
export declare function startDelayProxy(options: { port: number; targetPort: number; link: Link }): Promise<{ server: import('node:net').Server; stop: () => Promise<void> }>;
export declare function countScriptsAndStyles(server: Server): { reset(): void; read(): { bytes: number; answers: Record<string, number> } };
