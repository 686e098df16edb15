// The demo site: serves demo/ at /, dist/ at /dist/, and the mock WordPress endpoints that
// features answer from local fixtures (one module per feature in demo/mock/, each exporting
// `routes`). `npm start` runs it on http://localhost:8080 (PORT to change).
import { createServer } from 'node:http';
import { readFile, readdir, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.webp': 'image/webp', '.ico': 'image/x-icon', '.mp3': 'audio/mpeg', '.ogg': 'audio/ogg', '.wav': 'audio/wav',
  '.mp4': 'video/mp4', '.webm': 'video/webm', '.vtt': 'text/vtt; charset=utf-8', '.m3u8': 'application/vnd.apple.mpegurl',
  '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
};

/** Loads every demo/mock/*.mjs module's `routes`. */
async function loadMockRoutes() {
  const folder = join(root, 'demo', 'mock');
  const files = (await readdir(folder)).filter((file) => file.endsWith('.mjs')).sort();
  const routes = [];
  for (const file of files) {
    const module = await import(pathToFileURL(join(folder, file)).href);
    routes.push(...(module.routes ?? []));
  }
  return routes;
}

function matches(route, method, pathname) {
  if (route.method && route.method !== method) return null;
  if (typeof route.path === 'string') return route.path === pathname ? [] : null;
  const found = route.path.exec(pathname);
  return found ? found.slice(1) : null;
}

/** Maps a URL path to a file: /dist/* from dist/, everything else from demo/. */
function fileFor(pathname) {
  const decoded = decodeURIComponent(pathname);
  const [base, rest] = decoded.startsWith('/dist/') ? ['dist', decoded.slice(6)] : ['demo', decoded.slice(1)];
  const folder = join(root, base);
  const path = normalize(join(folder, rest || 'index.html'));
  return path === folder || path.startsWith(folder + sep) ? path : null;
}

async function serveFile(res, pathname, headers = {}) {
  let path = fileFor(pathname);
  if (!path) return false;
  try {
    if ((await stat(path)).isDirectory()) path = join(path, 'index.html');
    const body = await readFile(path);
    res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'no-store', ...headers });
    res.end(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the server. `extraRoutes` come before the mock routes (tests and the benchmark
 * add pages of their own). Resolves with the server and its base URL.
 */
export async function startServer({ port = Number(process.env.PORT ?? 8080), host = '127.0.0.1', extraRoutes = [] } = {}) {
  const routes = [...extraRoutes, ...(await loadMockRoutes())];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    try {
      for (const route of routes) {
        const params = matches(route, req.method, url.pathname);
        if (params) {
          await route.handler(req, res, { url, params, serveFile: (path, headers) => serveFile(res, path, headers) });
          return;
        }
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && await serveFile(res, url.pathname)) return;
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Server error');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const baseUrl = `http://${host === '127.0.0.1' ? 'localhost' : host}:${address.port}`;
  return { server, baseUrl, close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { baseUrl } = await startServer();
  console.log(`airlift demo: ${baseUrl}/  (Ctrl+C to stop)`);
}
