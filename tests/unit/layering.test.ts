import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Which folder may import which: read from the import statements of the sources themselves. */

const root = fileURLToPath(new URL('../..', import.meta.url));

function sources(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) found.push(path);
    }
  };
  walk(join(root, folder));
  return found;
}

/** The project files a source imports (relative imports, type-only ones included), as paths from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const match of text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g)) {
    const base = resolve(dirname(file), match[1] ?? '');
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
    if (target) targets.push(relative(root, target));
  }
  return targets;
}

/** Import cycles among `files` (each as its files in order), following imports inside `files` only. */
function cyclesAmong(files: readonly string[]): string[][] {
  const inside = new Set(files.map((file) => relative(root, file)));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of importsOf(join(root, file)).filter((path) => inside.has(path))) {
      if (state.get(target) === 'open') cycles.push(stack.slice(stack.indexOf(target)));
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of inside) if (!state.has(file)) visit(file);
  return cycles;
}

describe('layering', () => {
  it('the server reads from runtime/ only the types generated from the schemas', () => {
    const reaching = sources('server').flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('runtime/') && !target.startsWith('runtime/generated/'))
        .map((target) => `${relative(root, file)} imports ${target}`),
    );
    expect(reaching).toEqual([]);
  });

  it('the page configuration element id is one constant in shared/, read by the server and the console', () => {
    const readers = [...sources('server'), ...sources('runtime')]
      .filter((file) => importsOf(file).includes('shared/configElement.ts'))
      .map((file) => relative(root, file));
    expect(readers).toEqual(expect.arrayContaining(['server/frontEnd.ts', 'runtime/config/loadConfig.ts']));
  });

  it('the service calls, lookups and configuration import no cycle', () => {
    const files = ['runtime/api', 'runtime/lookups', 'runtime/config'].flatMap(sources);
    expect(cyclesAmong(files)).toEqual([]);
  });

  it("the app never imports a capability's tools, so the browser never carries checker or diff code", () => {
    // A capability's tools: its tools.ts and the parts in its tools/ folder, the registries of them, and the neutral runtime/tooling/ they share.
    const isTools = (path: string) => /(^|\/)(tools|toolRegistry|toolParts)\.ts$|(^|\/)tools\/|^runtime\/tooling\//.test(path);
    const reaching = [...sources('runtime'), ...sources('src')]
      .filter((file) => !isTools(relative(root, file)))
      .flatMap((file) => importsOf(file).filter((target) => isTools(target) || target.startsWith('scripts/')).map((target) => `${relative(root, file)} imports ${target}`));
    expect(reaching).toEqual([]);
  });

  it("no code outside a block kind's own folder tests a block kind by its name: it asks the registries", () => {
    const ownFolder = /^runtime\/kinds\/page\/blocks\/[a-z]+\//;
    const tests = /\.block\s*[!=]==\s*'[a-z]+'|case '(form|result|cards|tabs|status|grid|custom)'/;
    const branching = [...sources('runtime'), ...sources('src'), ...sources('scripts')]
      .map((file) => relative(root, file))
      .filter((file) => !ownFolder.test(file))
      .flatMap((file) => readFileSync(join(root, file), 'utf8').split('\n').flatMap((line, i) => (tests.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(branching).toEqual([]);
  });
});
