import type { Server } from 'node:http';
export interface DemoRoute {
  method?: string;
  path: string | RegExp;
  handler(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, context: { url: URL; params: string[]; serveFile(path: string, headers?: Record<string, string>): Promise<boolean> }): unknown;
}
export function startServer(options?: { port?: number; host?: string; extraRoutes?: DemoRoute[] }): Promise<{ server: Server; baseUrl: string; close(): Promise<void> }>;
