import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** The query that asks for a definition's summary: `screens/places/town.screen.json?summary`. */
export const SUMMARY_QUERY = '?summary';
/** What a summary keeps of a definition: what the router, the menu and the dashboard read before a screen opens. */
export const SUMMARY_KEYS = ['route', 'title', 'menu', 'kind'] as const;

/**
 * Loads `*.screen.json?summary` as a module of the definition's route, title, menu entry and kind
 * only (runtime/screens/definitions.ts), so the first page carries no screen's columns, forms or
 * texts: each whole definition is a small chunk of its own, loaded when its route opens.
 */
export function screenSummaryPlugin(): Plugin {
  return {
    name: 'screen-summary',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.screen.json${SUMMARY_QUERY}`)) return undefined;
      const file = id.slice(0, -SUMMARY_QUERY.length);
      this.addWatchFile(file);
      const definition = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const summary = Object.fromEntries(SUMMARY_KEYS.filter((key) => definition[key] !== undefined).map((key) => [key, definition[key]]));
      return { code: `export default ${JSON.stringify(summary)};\n`, map: null };
    },
  };
}
