import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONFIG_ELEMENT_ID } from '../shared/configElement';
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
 * The page with the console's configuration in it, as a JSON data block (never run as script, so
 * the policy's `script-src 'self'` stands): the console reads it at once instead of asking for
 * /config.json before anything else can start. `<` is escaped, so no value can end the block.
 */
export function pageWithConfig(html: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`;
}

interface RenderedPage {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the built console from `distDir`; any other page path gets index.html (history
 * routing), with `config` in it when given (pageWithConfig; made and compressed once). A file
 * built with a .br or .gz beside it (scripts/precompress.ts) is sent that way when the browser
 * accepts it (Vary: Accept-Encoding). Files under /assets/ carry a content hash in their name, so
 * they are cached for a year as immutable; everything else is revalidated.
 */
export function staticFrontEnd(distDir: string, csp: string, config?: unknown): NodeHandler {
  const root = normalize(distDir + sep);
  const assets = join(root, 'assets') + sep;
  let rendered: Promise<RenderedPage> | undefined;
  const renderPage = () => {
    rendered ??= readFile(join(root, 'index.html'), 'utf8').then((html) => {
      const plain = Buffer.from(pageWithConfig(html, config));
      return { plain, br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(plain, { level: 9 }) };
    });
    return rendered;
  };
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
      if (isPage && config !== undefined) {
        sendPage(req, res, await renderPage(), csp);
        return;
      }
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

/** The page made with the configuration in it: compressed as accepted, always revalidated. */
function sendPage(req: IncomingMessage, res: ServerResponse, page: RenderedPage, csp: string): void {
  const encoding = chooseEncoding(headerText(req.headers['accept-encoding']), ['br', 'gzip']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.plain;
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES['.html'] ?? 'text/html',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    Vary: 'Accept-Encoding',
    ...(encoding === undefined ? {} : { 'Content-Encoding': encoding }),
    'Content-Security-Policy': csp,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
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
