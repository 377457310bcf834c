/**
 * Download-size figures of the built console (run `npm run build` first), read from the build's
 * own chunk graph: the scripts and style sheets index.html loads, and for each lazily loaded chunk
 * the list Vite preloads with it (`__vite__mapDeps`). tests/e2e/downloadBudgets.spec.ts checks the
 * same budgets on what Chromium really loads.
 */
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

/** Issue 10: the sign-in page and the dashboard load at most this much JavaScript (gzip). */
export const WELCOME_JS_BUDGET = 110_000;
/** Issue 10: a grid route opened directly loads at most this much JavaScript and CSS (gzip). */
export const GRID_ROUTE_BUDGET = 400_000;
/**
 * The page itself (index.html), which carries the screen index as data (scripts/screens/screenIndexPlugin.ts):
 * about 50 bytes gzip a screen, bounded here so the index cannot grow unseen once it left the scripts.
 */
export const PAGE_HTML_BUDGET = 6_000;

/** index.html's gzip size, as the server sends it. */
export async function pageHtmlSize(dist: string): Promise<number> {
  return gzipSync(await readFile(join(dist, 'index.html')), { level: 9 }).length;
}

/** A built file's gzip size: the `.gz` the build wrote beside it, or the file gzipped here (under 1 kB it has none). */
export async function gzipSizeOf(assets: string, file: string): Promise<number> {
  const gz = join(assets, `${file}.gz`);
  if (existsSync(gz)) return (await readFile(gz)).length;
  return gzipSync(await readFile(join(assets, file)), { level: 9 }).length;
}

interface ChunkGraph {
  /** What index.html loads: the entry, its preloaded imports, its style sheets. */
  initial: string[];
  /** Per lazily imported chunk (file name): itself and every file Vite preloads with it. */
  lazy: Map<string, string[]>;
}

/** Reads the chunk graph from the built files (names relative to `assets/`). */
export async function chunkGraph(dist: string): Promise<ChunkGraph> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((match) => match[1] as string);
  if (!initial.some((file) => file.endsWith('.js'))) throw new Error('no entry script in dist/index.html');
  const lazy = new Map<string, string[]>();
  const assets = join(dist, 'assets');
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(join(assets, file), 'utf8');
    const table = /m\.f=\[([^\]]*)\]/.exec(code)?.[1];
    const deps = table ? [...table.matchAll(/["'`]assets\/([^"'`]+)["'`]/g)].map((match) => match[1] as string) : [];
    for (const call of code.matchAll(/import\(["'`]\.\/([^"'`]+\.js)["'`]\)(.{0,200}?)__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
      const target = call[1] as string;
      const indexes = (call[3] ?? '').split(',').filter(Boolean).map(Number);
      const files = [target, ...indexes.map((index) => deps[index]).filter((dep): dep is string => dep !== undefined)];
      lazy.set(target, [...new Set([...(lazy.get(target) ?? []), ...files])]);
    }
    for (const call of code.matchAll(/import\(["'`]\.\/([^"'`]+\.js)["'`]\)/g)) if (!lazy.has(call[1] as string)) lazy.set(call[1] as string, [call[1] as string]);
  }
  // Each definition's chunk is named by the page's screen index (scripts/screens/screenIndexPlugin.ts), not imported by code.
  const index = /<script type="application\/json" id="screen-index">([^<]*)<\/script>/.exec(html)?.[1];
  if (!index) throw new Error('no screen index in dist/index.html');
  for (const { file } of Object.values(JSON.parse(index) as Record<string, { file: string }>)) {
    const name = file.replace(/^.*\/assets\//, '');
    lazy.set(name, [name]);
  }
  return { initial, lazy };
}

export interface PageLoad {
  total: number;
  files: { file: string; gzip: number }[];
}

/**
 * What a page loads: index.html's files, and the lazy chunks whose names start with `lazyChunks`
 * (`DashboardView` is `DashboardView-<hash>.js`) with what Vite preloads with them; `kinds` picks
 * scripts, style sheets or both.
 */
export async function pageLoad(dist: string, lazyChunks: readonly string[], kinds: RegExp): Promise<PageLoad> {
  const graph = await chunkGraph(dist);
  const files = new Set(graph.initial);
  for (const name of lazyChunks) {
    const chunk = [...graph.lazy.keys()].find((file) => file.startsWith(`${name}-`));
    if (!chunk) throw new Error(`no lazily loaded chunk ${name}-*.js in the build`);
    for (const file of graph.lazy.get(chunk) ?? []) files.add(file);
  }
  const assets = join(dist, 'assets');
  const measured = await Promise.all([...files].filter((file) => kinds.test(file)).map(async (file) => ({ file, gzip: await gzipSizeOf(assets, file) })));
  measured.sort((a, b) => b.gzip - a.gzip);
  return { total: measured.reduce((sum, item) => sum + item.gzip, 0), files: measured };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function describe(load: PageLoad): string {
  const biggest = load.files.slice(0, 3).map((item) => `${item.file.replace(/-[\w-]{8}(?=\.\w+$)/, '')} ${kB(item.gzip)}`);
  return `${kB(load.total)} in ${load.files.length} files (biggest: ${biggest.join(', ')})`;
}

/**
 * The two download budgets of issue 10. The welcome page: the sign-in page and the dashboard (the
 * dashboard kind's chunk and its definition's); a grid route opened directly: Postal Codes, the grid
 * kind's chunk, its definition's, and the route loader's preload of its first page (`preloadFirstPage`),
 * style sheets included.
 */
export async function downloadBudgets(dist: string): Promise<SizeResult[]> {
  const welcomeGoal = `welcome page (the dashboard opened by its address) JS ≤ ${kB(WELCOME_JS_BUDGET)} gzip`;
  const gridGoal = `grid route (Postal Codes) JS + CSS ≤ ${kB(GRID_ROUTE_BUDGET)} gzip`;
  const htmlGoal = `the page (index.html with the screen index) ≤ ${kB(PAGE_HTML_BUDGET)} gzip`;
  try {
    const welcome = await pageLoad(dist, ['DashboardView', 'dashboard.screen'], /\.js$/);
    const grid = await pageLoad(dist, ['GridView', 'postal-code.screen', 'preloadFirstPage'], /\.(js|css)$/);
    const html = await pageHtmlSize(dist);
    return [
      { goal: welcomeGoal, value: describe(welcome), ok: welcome.total <= WELCOME_JS_BUDGET },
      { goal: gridGoal, value: describe(grid), ok: grid.total <= GRID_ROUTE_BUDGET },
      { goal: htmlGoal, value: kB(html), ok: html <= PAGE_HTML_BUDGET },
    ];
  } catch (error) {
    const value = `not measured: ${(error as Error).message} (run npm run build)`;
    return [
      { goal: welcomeGoal, value, ok: false },
      { goal: gridGoal, value, ok: false },
      { goal: htmlGoal, value, ok: false },
    ];
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
