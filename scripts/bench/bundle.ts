/** Download-size figures of the built console (run `npm run build` first). */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRECOMPRESS_MIN_BYTES, PRECOMPRESSED_EXTENSIONS } from '../precompress';

export interface SizeResult {
  goal: string;
  value: string;
  ok: boolean;
}

/** The code a signed-out visitor downloads first (entry chunk, gzip) stays under 150 kB. */
export async function entryChunkSize(dist: string): Promise<SizeResult> {
  const goal = 'entry chunk gzip < 150 kB';
  try {
    const html = await readFile(join(dist, 'index.html'), 'utf8');
    const entry = /src="\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    if (!entry) throw new Error('no entry script in dist/index.html');
    const gz = gzipSync(await readFile(join(dist, entry))).length / 1024;
    const chunks = (await readdir(join(dist, 'assets'))).filter((f) => f.endsWith('.js')).length;
    return { goal, value: `${gz.toFixed(1)} kB (${chunks} chunks)`, ok: gz < 150 };
  } catch (error) {
    return { goal, value: `not measured: ${(error as Error).message} (run npm run build)`, ok: false };
  }
}

/** Every compressible built file of 1 kB or more has its .br and .gz beside it (scripts/precompress.ts). */
export async function precompressed(dist: string): Promise<SizeResult> {
  const goal = 'built assets precompressed (br + gzip)';
  try {
    const names = (await readdir(join(dist, 'assets'))).filter((name) => PRECOMPRESSED_EXTENSIONS.test(name));
    const sizes = await Promise.all(names.map(async (name) => (await stat(join(dist, 'assets', name))).size));
    const files = names.filter((_, index) => (sizes[index] ?? 0) >= PRECOMPRESS_MIN_BYTES);
    const missing = files.filter((name) => !existsSync(join(dist, 'assets', `${name}.br`)) || !existsSync(join(dist, 'assets', `${name}.gz`)));
    let raw = 0;
    let br = 0;
    for (const name of files) {
      raw += (await readFile(join(dist, 'assets', name))).length;
      if (existsSync(join(dist, 'assets', `${name}.br`))) br += (await readFile(join(dist, 'assets', `${name}.br`))).length;
    }
    return {
      goal,
      value: `${files.length - missing.length} of ${files.length} files; ${(raw / 1024).toFixed(0)} kB → ${(br / 1024).toFixed(0)} kB brotli`,
      ok: files.length > 0 && missing.length === 0,
    };
  } catch (error) {
    return { goal, value: `not measured: ${(error as Error).message} (run npm run build)`, ok: false };
  }
}
