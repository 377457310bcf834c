import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { NodeHandler } from './app';
import { chooseEncoding, type Encoding } from './compression';
import { hasMalformedPath, MALFORMED_PATH_MESSAGE, writeJsonError } from './requestErrors';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The console's security policy: no inline or evaluated script. Inline styles stay allowed
 * because the grid sets element styles at run time.
 */
export function contentSecurityPolicy(serviceOrigins: string[]): string {
  const connect = ["'self'", ...new Set(serviceOrigins)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${connect}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Serves the built console from `distDir`; any other page path gets index.html (history
 * routing). A file built with a .br or .gz beside it (scripts/precompress.ts) is sent that way
 * when the browser accepts it (Vary: Accept-Encoding). Files under /assets/ carry a content hash
 * in their name, so they are cached for a year as immutable; everything else is revalidated.
 */
export function staticFrontEnd(distDir: string, csp: string): NodeHandler {
  const root = normalize(distDir + sep);
  const assets = join(root, 'assets') + sep;
  return (req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const url = req.url ?? '/';
      if (hasMalformedPath(url)) {
        writeJsonError(res, 400, MALFORMED_PATH_MESSAGE);
        return;
      }
      const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
      const candidate = normalize(join(root, pathname));
      const file = candidate.startsWith(root) && (await isFile(candidate)) ? candidate : join(root, 'index.html');
      const isPage = file.endsWith('index.html');
      const offered = await precompressedVersions(file);
      const encoding = chooseEncoding(headerText(req.headers['accept-encoding']), offered);
      const sent = encoding === undefined ? file : `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      res.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': String((await stat(sent)).size),
        // Only a hashed file is immutable: an unknown /assets/ path falls back to the page.
        'Cache-Control': file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'same-origin',
        ...(offered.length > 0 ? { Vary: 'Accept-Encoding' } : {}),
        ...(encoding === undefined ? {} : { 'Content-Encoding': encoding }),
        ...(isPage ? { 'Content-Security-Policy': csp } : {}),
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(sent).pipe(res);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) writeJsonError(res, 500, 'The server could not serve the page.');
      else res.end();
    });
  };
}

/** Where `npm run bench` serves its own pages (BENCH_STATIC_DIR); nothing is served there otherwise. */
export const BENCH_PAGES_PATH = '/bench';

/**
 * The console's front end with the folder `benchDir` served under /bench/ beside it: only for
 * `npm run bench` (BENCH_STATIC_DIR), whose hand-written AG Grid page must share the console's
 * origin (its sign-in in sessionStorage, API calls without a CORS preflight), headers and
 * precompressed files. The folder is served exactly like the console's build (staticFrontEnd:
 * its index.html for unknown paths, its /assets/ immutable); every other path goes to `frontEnd`.
 */
export function withBenchPages(frontEnd: NodeHandler, benchDir: string, csp: string): NodeHandler {
  const benchPages = staticFrontEnd(benchDir, csp);
  return (req, res) => {
    const url = req.url ?? '/';
    if (url !== BENCH_PAGES_PATH && !url.startsWith(`${BENCH_PAGES_PATH}/`) && !url.startsWith(`${BENCH_PAGES_PATH}?`)) {
      frontEnd(req, res);
      return;
    }
    const rest = url.slice(BENCH_PAGES_PATH.length);
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    benchPages(req, res);
  };
}

/** The encodings a file was built in besides itself (brotli first: smaller). */
async function precompressedVersions(file: string): Promise<Encoding[]> {
  const [br, gz] = await Promise.all([isFile(`${file}.br`), isFile(`${file}.gz`)]);
  return [...(br ? (['br'] as const) : []), ...(gz ? (['gzip'] as const) : [])];
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
