/**
 * Build-time compression of the console's files: beside each compressible file of `dist/`
 * (1 kB or more), `file.br` (brotli, best quality) and `file.gz` (gzip, level 9), kept only
 * when smaller. server/frontEnd.ts sends them as the browser's Accept-Encoding allows, so no
 * request pays for compressing.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Source maps are left out: only developer tools fetch them, and brotli at best quality on them would triple the build time. */
export const PRECOMPRESSED_EXTENSIONS = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below 1 kB, compression saves too little to matter. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

/** Writes the .br and .gz of every compressible file under `dir`; answers how many files got them. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => PRECOMPRESSED_EXTENSIONS.test(file));
  let done = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      done += 1;
    }),
  );
  return done;
}

/** Vite plugin: precompresses the output folder once the build has written it. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info(`precompressed ${count} files (brotli and gzip)`);
    },
  };
}
