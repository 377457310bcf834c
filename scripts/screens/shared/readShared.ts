import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** The folder of shared definitions beside the definitions of `dir`: `screens/shared/`. */
export const SHARED_DIR = 'shared';

const toPosix = (path: string) => path.split(sep).join('/');

/** The shared files of `<root>/<dir>/shared/` (`*.json`, sorted), with their paths relative to `root`; none when there is no such folder. */
export async function readSharedTexts(root: string, dir: string): Promise<Array<{ file: string; text: string }>> {
  const folder = join(root, dir, SHARED_DIR);
  if (!existsSync(folder)) return [];
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => ({ file: toPosix(relative(root, join(folder, name))), text: await readFile(join(folder, name), 'utf8') })));
}

/** The same, read at once (the browser tests read the definitions while they are being collected). */
export function readSharedTextsSync(root: string, dir: string): Array<{ file: string; text: string }> {
  const folder = join(root, dir, SHARED_DIR);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: toPosix(relative(root, join(folder, name))), text: readFileSync(join(folder, name), 'utf8') }));
}

/** The definitions folder of a definition file: the nearest folder above it holding `shared/` (`screens/`), within `root`. */
export function definitionsFolderOf(file: string, root: string): string | undefined {
  for (let dir = dirname(file); !relative(root, dir).startsWith('..'); dir = dirname(dir)) {
    if (existsSync(join(dir, SHARED_DIR))) return dir;
    if (dirname(dir) === dir) break;
  }
  return undefined;
}
