import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { withBenchPages } from '../../server/frontEnd';
import { listenLocally, raw, type LocalServer } from '../support/rawHttp';

// BENCH_STATIC_DIR (server/settings.ts, server/main.ts): npm run bench's hand-written page under /bench/.
describe('bench pages beside the console', () => {
  let dir: string;
  let server: LocalServer;
  let origin: string;
  const script = `export const columns = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `column ${i}`))};\n`;
  const page = '<!doctype html><title>hand-written</title><script type="module" src="/bench/assets/main-abc123.js"></script>';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'console-bench-pages-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), page);
    await writeFile(join(dir, 'assets', 'main-abc123.js'), script);
    await precompressDir(dir);
    const consolePages = withBenchPages((req, res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`console ${req.url ?? ''}`), dir, "default-src 'self'");
    server = await listenLocally(consolePages);
    origin = server.origin;
  });

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the folder under /bench/ like the console build: its page with the policy, hashed files compressed and immutable', async () => {
    for (const path of ['/bench/', '/bench', '/bench/index.html', '/bench/?rows=20']) {
      const answer = await raw(`${origin}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
      expect(answer.body.toString()).toBe(page);
    }
    const asset = await raw(`${origin}/bench/assets/main-abc123.js`, { 'accept-encoding': 'br, gzip' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.body).toString()).toBe(script);
  });

  it('leaves every other path to the console, /benchmarks included', async () => {
    for (const path of ['/', '/secure/postalcode', '/benchmarks', '/assets/main-abc123.js']) {
      const answer = await raw(`${origin}${path}`);
      expect(answer.body.toString()).toBe(`console ${path}`);
    }
  });
});
