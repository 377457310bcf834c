import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breaches, cycles, importGraph } from './support/importGraph';

/**
 * Which folder may reach which: read from the sources themselves (tests/unit/support/importGraph.ts),
 * over every import a file makes and every file those reach in turn (type-only imports and
 * `import()` included), not only its direct imports.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const graph = importGraph(root, ['runtime', 'src', 'server', 'scripts', 'shared']);


const under = (...folders: string[]) => (file: string) => folders.some((folder) => file.startsWith(`${folder}/`));
/**
 * A capability's tools, read by the command-line tools (scripts/) only, never by the app: its
 * `tools.ts` and the parts in its `tools/` folder, the registries of them and their parts' types,
 * and the neutral machinery they share (runtime/tooling/).
 */
const isTools = (file: string) =>
  file.startsWith('runtime/') && (/(^|\/)(tools|toolRegistry|toolParts)\.ts$/.test(file) || file.includes('/tools/') || file.startsWith('runtime/tooling/'));

describe('layering', () => {
  it('nothing under runtime/ reaches src/ or scripts/, even through other files', () => {
    expect(breaches(graph, under('runtime'), under('src', 'scripts'))).toEqual([]);
  });

  it('the server reaches nothing of src/, and of runtime/ only the types generated from the schemas', () => {
    const forbidden = (file: string) => file.startsWith('src/') || (file.startsWith('runtime/') && !file.startsWith('runtime/generated/'));
    expect(breaches(graph, under('server'), forbidden)).toEqual([]);
  });

  it('shared/ (what the server and the console share) reaches only shared/', () => {
    expect(breaches(graph, under('shared'), (file) => !file.startsWith('shared/'))).toEqual([]);
  });

  it("the app never reaches a capability's tools or scripts/, so the browser never carries checker or diff code", () => {
    const isApp = (file: string) => under('runtime', 'src')(file) && !isTools(file);
    expect(breaches(graph, isApp, (file) => isTools(file) || file.startsWith('scripts/'))).toEqual([]);
  });

  it('no import cycle in runtime/, scripts/, src/ or server/ (type-only imports and import() included)', () => {
    expect(cycles(graph, under('runtime', 'scripts', 'src', 'server', 'shared'))).toEqual([]);
  });

  it('the page configuration element id is one constant in shared/, read by the server and the console', () => {
    const readers = graph.files.filter((file) => graph.importsOf(file).some(({ to }) => to === 'shared/configElement.ts'));
    expect(readers).toEqual(expect.arrayContaining(['server/frontEnd.ts', 'runtime/config/loadConfig.ts']));
  });

  it("no code tests a block kind by its name outside that block kind's own folder: it asks the registries", () => {
    const tests = /\.block\s*[!=]==\s*'([a-zA-Z]+)'|case '(form|result|cards|tabs|status|grid|custom|links|disclosures|notice|scrollTop)'/g;
    const ownFolder = (file: string) => /^runtime\/kinds\/page\/blocks\/([a-zA-Z]+)\//.exec(file)?.[1];
    const branching = graph.files
      .filter(under('runtime', 'src', 'scripts'))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            [...line.matchAll(tests)].some((match) => (match[1] ?? match[2]) !== ownFolder(file)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(branching).toEqual([]);
  });
});
