import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The module the console imports its screen index from (runtime/screens/definitions.ts). */
export const SCREEN_INDEX_MODULE = 'virtual:screen-index';
/** The element of index.html that carries the index as JSON data. */
export const SCREEN_INDEX_ELEMENT = 'screen-index';
/** What the index keeps of a definition: what the router, the menu and the dashboard read before a screen opens. */
export const SUMMARY_KEYS = ['route', 'title', 'menu', 'kind'] as const;

const RESOLVED = `\0${SCREEN_INDEX_MODULE}`;

type Summary = Record<string, unknown>;
/** A screen in the index: its summary and the module its whole definition loads from. */
type IndexEntry = Summary & { file: string };

/** Every definition of the folder: its key (`./ops/links.screen.json`), its absolute path, its summary. */
async function readScreens(screensDir: string): Promise<{ key: string; path: string; summary: Summary }[]> {
  const files = (await readdir(screensDir, { recursive: true })).filter((file) => file.endsWith('.screen.json')).sort();
  return Promise.all(
    files.map(async (file) => {
      const path = join(screensDir, file);
      const definition = JSON.parse(await readFile(path, 'utf8')) as Summary;
      const summary = Object.fromEntries(SUMMARY_KEYS.filter((key) => definition[key] !== undefined).map((key) => [key, definition[key]]));
      return { key: `./${relative(screensDir, path).split(sep).join('/')}`, path, summary };
    }),
  );
}

/** JSON that is safe inside a <script> element: no `<` can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The screen index (each screen's route, title, menu entry, kind, and where its whole definition
 * loads from) as data in the page, not code: index.html carries it as a JSON <script> element that
 * the shell reads once at start. The first chunk then holds no line per screen, and the welcome pages
 * keep their JavaScript budget however many screens are added (docs/download-sizes.md).
 * - build: each definition is a chunk of its own (emitted here); the index names its file.
 * - dev: the index names the definition's module, which the dev server serves.
 * - vitest (`inPage: false`): there is no page; the module is the index itself, with file paths.
 */
export function screenIndexPlugin(screensDir: string, { inPage }: { inPage: boolean }): Plugin {
  let building = false;
  let base = '/';
  let root = process.cwd();

  async function index(fileOf: (path: string) => string): Promise<Record<string, IndexEntry>> {
    return Object.fromEntries((await readScreens(screensDir)).map(({ key, path, summary }) => [key, { ...summary, file: fileOf(path) }]));
  }

  return {
    name: 'screen-index',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
      root = config.root;
    },
    async buildStart() {
      if (!building || !inPage) return;
      for (const { path } of await readScreens(screensDir)) this.emitFile({ type: 'chunk', id: path, preserveSignature: 'strict' });
    },
    resolveId: (id) => (id === SCREEN_INDEX_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (!inPage) return `export default ${JSON.stringify(await index((path) => path))};\n`;
      return [
        `const element = document.getElementById(${JSON.stringify(SCREEN_INDEX_ELEMENT)});`,
        `if (!element?.textContent) throw new Error('The page carries no screen index (#${SCREEN_INDEX_ELEMENT})');`,
        'export default JSON.parse(element.textContent);',
      ].join('\n');
    },
    transformIndexHtml: {
      // After the bundle is written, so the index can name each definition's chunk.
      order: 'post',
      async handler(_html, context) {
        if (!inPage) return undefined;
        const chunks = new Map<string, string>();
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type === 'chunk' && output.facadeModuleId) chunks.set(output.facadeModuleId, output.fileName);
        }
        const fileOf = (path: string): string => {
          // The dev server's client adds `?import` to a dynamic import of a non-script module itself.
          if (!building) return `/${relative(root, path).split(sep).join('/')}`;
          const file = chunks.get(path);
          if (!file) throw new Error(`${relative(root, path)}: no chunk was built for this definition`);
          return `${base}${file}`;
        };
        return [{ tag: 'script', attrs: { type: 'application/json', id: SCREEN_INDEX_ELEMENT }, children: scriptSafeJson(await index(fileOf)), injectTo: 'head' }];
      },
    },
  };
}
