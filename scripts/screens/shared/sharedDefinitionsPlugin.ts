import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { definitionsFolderOf, readSharedTexts, SHARED_DIR } from './readShared.ts';
import { resolveShared } from '../../../runtime/tooling/shared/resolveShared.ts';
import { sharedSetOf } from '../../../runtime/tooling/shared/sharedDefinitions.ts';

export const isSharedFile = (file: string) => file.endsWith('.json') && dirname(file).endsWith(`/${SHARED_DIR}`) && !file.endsWith('.screen.json');

/**
 * Loads `*.screen.json` with its shared entries written in (scripts/screens/shared/resolveShared.ts),
 * so the runtime, the bundle and the component tests see whole definitions and no `use`. An
 * unknown name is left as it is: the checker (screensCheckPlugin) reports it and fails the build.
 * In `npm run dev`, an edited shared file updates every definition, like an edited definition.
 */
export function sharedDefinitionsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'shared-definitions',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    load: {
      // Only definitions: the bundler skips the hook for every other module.
      filter: { id: /\.screen\.json$/ },
      async handler(id) {
        const folder = definitionsFolderOf(id, root);
        if (folder === undefined) return undefined;
        const texts = await readSharedTexts(folder, '.');
        for (const { file } of texts) this.addWatchFile(join(folder, file));
        const definition = JSON.parse(await readFile(id, 'utf8')) as unknown;
        return { code: JSON.stringify(resolveShared(definition, sharedSetOf(texts).shared).data), map: null };
      },
    },
    hotUpdate({ file }) {
      if (!isSharedFile(file)) return undefined;
      // Every definition may use the edited entries: each is loaded again (and checked first by screensCheckPlugin).
      const graph = this.environment.moduleGraph;
      const screens = [...graph.idToModuleMap.values()].filter((module) => module.id?.endsWith('.screen.json') === true);
      for (const module of screens) graph.invalidateModule(module);
      return screens;
    },
  };
}
