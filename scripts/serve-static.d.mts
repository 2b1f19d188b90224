import type { Server } from 'node:http';
export declare function serveStatic(options: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  runtimeConfig?: object;
}): Promise<Server>;
