import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breaches, cycles, goneImports, importGraph, reachedFrom, specifiersOf, without } from './support/importGraph';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/import-graph/${name}`, import.meta.url));
const inRuntime = (file: string) => file.startsWith('runtime/');
const inSrc = (file: string) => file.startsWith('src/');

describe('the import graph the layering test walks', () => {
  it('reads imports, re-exports, type-only imports and import() apart, and nothing in comments or strings', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "export * from './i';",
      "const j = () => import('./j');",
      "type K = import('./k').K;",
      "// import { l } from './l';",
      "const m = \"import { m } from './m'\";",
    ].join('\n');
    expect(specifiersOf('sample.ts', text)).toEqual([
      { specifier: './a', kind: 'value' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'type' },
      { specifier: './e', kind: 'value' },
      { specifier: './g', kind: 'value' },
      { specifier: './h', kind: 'type' },
      { specifier: './i', kind: 'value' },
      { specifier: './j', kind: 'dynamic' },
      { specifier: './k', kind: 'type' },
    ]);
  });

  it('resolves the files a file imports and follows them to every file it reaches, with the chain that reaches it', () => {
    const graph = importGraph(fixture('layered'), ['runtime', 'src', 'shared']);
    expect(graph.files).toEqual(['runtime/entry.ts', 'runtime/helper.ts', 'runtime/lazy.ts', 'src/app.ts', 'shared/shape.ts']);
    expect(graph.importsOf('runtime/entry.ts')).toEqual([
      { from: 'runtime/entry.ts', to: 'runtime/helper.ts', kind: 'value' },
      { from: 'runtime/entry.ts', to: 'shared/shape.ts', kind: 'type' },
      { from: 'runtime/entry.ts', to: 'runtime/lazy.ts', kind: 'dynamic' },
    ]);
    expect(graph.importsOf('runtime/lazy.ts')).toEqual([]);
    expect(reachedFrom(graph, 'src/app.ts').get('shared/shape.ts')).toEqual(['src/app.ts', 'runtime/entry.ts', 'shared/shape.ts']);
  });

  it('finds no cycle and no breach in a tree that keeps its layers', () => {
    const graph = importGraph(fixture('layered'), ['runtime', 'src', 'shared']);
    expect(cycles(graph, () => true)).toEqual([]);
    expect(breaches(graph, inRuntime, inSrc)).toEqual([]);
    expect(breaches(graph, (file) => file.startsWith('shared/'), (file) => !file.startsWith('shared/'))).toEqual([]);
  });

  it('fails on a cycle, a type-only import closing it, and prints it as a chain of files', () => {
    const graph = importGraph(fixture('cycle'), ['runtime']);
    expect(cycles(graph, inRuntime)).toEqual(['runtime/first.ts → runtime/second.ts → runtime/third.ts → runtime/first.ts']);
  });

  it('fails on a layer reached through another file (no direct import), printing the chain that reaches it', () => {
    const graph = importGraph(fixture('breach'), ['runtime', 'src']);
    expect(breaches(graph, inRuntime, inSrc)).toEqual(['runtime/inner.ts → src/appRule.ts', 'runtime/outer.ts → runtime/inner.ts → src/appRule.ts']);
  });

  it('leaves known imports out of the walk, and names those that no longer exist', () => {
    const graph = importGraph(fixture('breach'), ['runtime', 'src']);
    const known = [{ from: 'runtime/inner.ts', to: 'src/appRule.ts' }];
    expect(breaches(without(graph, known), inRuntime, inSrc)).toEqual([]);
    expect(goneImports(graph, known)).toEqual([]);
    expect(goneImports(graph, [...known, { from: 'runtime/outer.ts', to: 'src/appRule.ts' }])).toEqual(['runtime/outer.ts → src/appRule.ts']);
    const cycle = importGraph(fixture('cycle'), ['runtime']);
    expect(cycles(without(cycle, [{ from: 'runtime/third.ts', to: 'runtime/first.ts' }]), inRuntime)).toEqual([]);
  });
});
