import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root, for paths the tests print relative to it. */
export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The TypeScript sources of a folder, as paths from the root. */
export function sources(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) found.push(relative(projectRoot, path));
    }
  };
  walk(join(projectRoot, folder));
  return found;
}

/** The project files a source loads when it is loaded (static imports that are not type-only; an `import()` loads later), as paths from the root. */
export function loadedImportsOf(file: string): string[] {
  const text = readFileSync(join(projectRoot, file), 'utf8');
  return [...text.matchAll(/(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'/g)].flatMap((match) => {
    const base = resolve(dirname(join(projectRoot, file)), match[1] ?? '');
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
    return target ? [relative(projectRoot, target)] : [];
  });
}

/** Every file a file loads through its imports, itself included. */
export function reachedFrom(file: string): Set<string> {
  const reached = new Set<string>();
  const visit = (current: string) => {
    if (reached.has(current)) return;
    reached.add(current);
    for (const target of loadedImportsOf(current)) visit(target);
  };
  visit(file);
  return reached;
}
