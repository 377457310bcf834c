import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { chooseEncoding } from '../../server/compression';
import { staticFrontEnd } from '../../server/frontEnd';
import { signIn } from '../support/oidcSignIn';
import { decoded, listenLocally, raw, type LocalServer } from '../support/rawHttp';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';
import { anyOf } from '../support/matchers';

describe('choosing an encoding from Accept-Encoding', () => {
  it('takes the best allowed, honours q=0 and *, and sends identity when nothing fits', () => {
    expect(chooseEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0, *', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('*;q=0', ['br', 'gzip'])).toBeUndefined();
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
    expect(chooseEncoding('BR', ['br'])).toBe('br');
  });
});

describe('compressed API answers', () => {
  let env: TestEnvironment;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    origin = (await env.start()).origin;
    token = (await signIn(origin)).idToken;
  });

  afterAll(async () => {
    await env?.stop();
  });

  const list = (limit: number, acceptEncoding?: string) =>
    raw(`${origin}/api/admin/places/postalcodes?limit=${limit}`, {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    });

  it('sends a large answer brotli- or gzip-compressed as accepted, the same JSON once decoded', async () => {
    const plain = await list(200);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const json: unknown = JSON.parse(plain.body.toString());

    for (const [accepted, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const answer = await list(200, accepted);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decoded(answer))).toEqual(json);
    }
    expect((await list(200, 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await list(200, 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('sends a small answer as it is, and errors stay readable JSON', async () => {
    const small = await list(1, 'br, gzip');
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ meta: [{ totalrows: anyOf(Number) }] });

    // A page of 20 rows (some 4 kB) leaves in TCP's first flight anyway: compressing it would
    // cost both ends CPU on every call and save no round trip.
    const page = await list(20, 'gzip, deflate, br');
    expect(page.body.length).toBeGreaterThan(2048);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(page.headers['content-length'])).toBe(page.body.length);
    expect(JSON.parse(page.body.toString())).toMatchObject({ result: anyOf(Array), meta: [{ totalrows: anyOf(Number) }] });

    const refused = await raw(`${origin}/api/admin/places/postalcodes`, { 'accept-encoding': 'br' });
    expect(refused.status).toBe(401);
    expect(JSON.parse(decoded(refused))).toMatchObject({ error: anyOf(String) });
  });
});

describe('the built console, precompressed', () => {
  let dist: string;
  let server: LocalServer;
  let origin: string;
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
  const page = `<!doctype html><html><head><title>console</title><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'console-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), page);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), script);
    await writeFile(join(dist, 'assets', 'tiny-abc123.css'), 'body{margin:0}');
    expect(await precompressDir(dist)).toBe(2);
    server = await listenLocally(staticFrontEnd(dist, "default-src 'self'"));
    origin = server.origin;
  });

  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends a hashed file brotli or gzip as accepted, immutable for a year', async () => {
    for (const [accepted, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['', undefined]] as const) {
      const answer = await raw(`${origin}/assets/index-abc123.js`, accepted === '' ? {} : { 'accept-encoding': accepted });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decoded(answer)).toBe(script);
    }
    const head = await raw(`${origin}/assets/index-abc123.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('sends a file too small to compress as it is', async () => {
    const answer = await raw(`${origin}/assets/tiny-abc123.css`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.toString()).toBe('body{margin:0}');
  });

  it('sends the page with the configuration in it when given one, compressed, with the policy', async () => {
    const withConfig = await listenLocally(staticFrontEnd(dist, "default-src 'self'", { environment: 'Staging', services: { admin: 'http://127.0.0.1:1/api/admin' } }));
    try {
      const address = withConfig.origin;
      for (const accepted of ['br', 'gzip', '']) {
        const answer = await raw(`${address}/secure/postalcode`, accepted === '' ? {} : { 'accept-encoding': accepted });
        expect(answer.headers['content-encoding']).toBe(accepted === '' ? undefined : accepted);
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(decoded(answer)).toBe(page.replace('</head>', '<script type="application/json" id="console-config">{"environment":"Staging","services":{"admin":"http://127.0.0.1:1/api/admin"}}</script></head>'));
      }
      // A built file is still the file.
      expect(decoded(await raw(`${address}/assets/index-abc123.js`, { 'accept-encoding': 'br' }))).toBe(script);
    } finally {
      await withConfig.close();
    }
  });

  it('sends the page compressed but always revalidated, also for an unknown asset path', async () => {
    for (const path of ['/', '/secure/places/postal-codes', '/assets/gone-xyz.js']) {
      const answer = await raw(`${origin}${path}`, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
      expect(decoded(answer)).toBe(page);
    }
  });
});
