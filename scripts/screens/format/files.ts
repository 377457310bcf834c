import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isSharedFile } from '../shared/sharedDefinitionsPlugin';
import { formatScreenText, type FormatOptions } from '../../../runtime/tooling/format/formatScreen';

export const SCREEN_FILE_SUFFIX = '.screen.json';

/** What formatting did (or would do) to one file. */
export interface FileOutcome {
  /** Path relative to the project root, with `/`. */
  file: string;
  status: 'canonical' | 'reformatted' | 'not-canonical' | 'not-json';
  /** The parser's words for `not-json`. */
  error?: string;
}

const toPosix = (path: string) => path.split(sep).join('/');

/**
 * The definition files named by `paths` (files or folders, relative to `cwd`), as paths
 * relative to `root`, sorted; folders are searched for `*.screen.json` at any depth, and for the
 * shared definitions (`shared/*.json`) beside them.
 * Throws for a path that does not exist or a file that is not a `.screen.json`.
 */
export async function screenFilesOf(root: string, paths: readonly string[], cwd = root): Promise<string[]> {
  const found = new Set<string>();
  for (const path of paths) {
    const absolute = isAbsolute(path) ? path : resolve(cwd, path);
    const info = await stat(absolute).catch(() => undefined);
    if (!info) throw new Error(`${path}: no such file or folder`);
    if (info.isDirectory()) {
      const entries = await readdir(absolute, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        const path = join(entry.parentPath, entry.name);
        if (entry.isFile() && (entry.name.endsWith(SCREEN_FILE_SUFFIX) || isSharedFile(path))) found.add(toPosix(relative(root, path)));
      }
    } else if (absolute.endsWith(SCREEN_FILE_SUFFIX) || isSharedFile(absolute)) {
      found.add(toPosix(relative(root, absolute)));
    } else {
      throw new Error(`${path}: not a screen definition (only *${SCREEN_FILE_SUFFIX} files and the shared definitions of a shared/ folder are formatted)`);
    }
  }
  return [...found].sort();
}

/**
 * Formats each file (paths relative to `root`): with `write`, rewrites those not canonical;
 * without, only reports them. Files that are not JSON are reported and left alone.
 */
export async function formatScreenFiles(
  root: string,
  files: readonly string[],
  { write, ...options }: FormatOptions & { write: boolean },
): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  for (const file of files) {
    const path = join(root, file);
    const text = await readFile(path, 'utf8');
    let formatted: string;
    try {
      formatted = formatScreenText(text, options);
    } catch (error) {
      outcomes.push({ file, status: 'not-json', error: (error as Error).message });
      continue;
    }
    if (formatted === text) {
      outcomes.push({ file, status: 'canonical' });
    } else if (write) {
      await writeFile(path, formatted, 'utf8');
      outcomes.push({ file, status: 'reformatted' });
    } else {
      outcomes.push({ file, status: 'not-canonical' });
    }
  }
  return outcomes;
}
