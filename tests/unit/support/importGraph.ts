import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';

/**
 * The import graph of a source tree, read with the build's parser (oxc, through vite): every relative import and
 * re-export (type-only ones included), and every `import()`. Paths are relative to the tree's root
 * ('runtime/api/useApi.ts'); imports of packages are not followed.
 */

/** How a file imports another: loaded with it, for its types only, or later (`import()`). */
export type ImportKind = 'value' | 'type' | 'dynamic';

export interface ImportEdge {
  from: string;
  to: string;
  kind: ImportKind;
}

export interface ImportGraph {
  /** The files read, as paths from the root. */
  readonly files: readonly string[];
  /** The project files a file imports, each once with the strongest kind ('value' over 'type' and 'dynamic'). */
  importsOf(file: string): readonly ImportEdge[];
}

const SOURCE = /\.(ts|tsx|mts)$/;

/** The TypeScript sources under `folders` of `root`, as paths from the root (declaration files left out). */
export function sourcesUnder(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(relative(root, path));
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  return found;
}

type Node = Record<string, unknown> & { type: string };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
const literal = (value: unknown): string | undefined => (isNode(value) && value.type === 'Literal' && typeof value.value === 'string' ? value.value : undefined);
/** Every binding of the statement is a type (`import { type A, type B }`), so it loads nothing. */
const allTypes = (specifiers: unknown, key: 'importKind' | 'exportKind') =>
  Array.isArray(specifiers) && specifiers.length > 0 && specifiers.every((specifier) => isNode(specifier) && specifier[key] === 'type');

/**
 * The module specifiers a source names, with how it names each: parsed (with the parser the build
 * uses, which keeps TypeScript's `import type`), not matched, so comments and strings never count.
 */
export function specifiersOf(fileName: string, text: string): { specifier: string; kind: ImportKind }[] {
  const { program, errors } = parseSync(fileName, text, { lang: fileName.endsWith('x') ? 'tsx' : 'ts', astType: 'ts' });
  if (errors.length > 0) throw new Error(`${fileName} does not parse: ${errors.map((error) => error.message).join('; ')}`);
  const found: { specifier: string; kind: ImportKind }[] = [];
  const visit = (node: Node) => {
    const from = literal(node.source);
    if (node.type === 'ImportDeclaration' && from !== undefined) {
      found.push({ specifier: from, kind: node.importKind === 'type' || allTypes(node.specifiers, 'importKind') ? 'type' : 'value' });
    } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && from !== undefined) {
      found.push({ specifier: from, kind: node.exportKind === 'type' || allTypes(node.specifiers, 'exportKind') ? 'type' : 'value' });
    } else if (node.type === 'ImportExpression' && from !== undefined) {
      found.push({ specifier: from, kind: 'dynamic' });
    } else if (node.type === 'TSImportType') {
      const argument = isNode(node.argument) && node.argument.type === 'TSLiteralType' ? literal(node.argument.literal) : (literal(node.argument) ?? literal(node.source));
      if (argument !== undefined) found.push({ specifier: argument, kind: 'type' });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(program as unknown as Node);
  return found;
}

const STRENGTH: Record<ImportKind, number> = { value: 2, dynamic: 1, type: 0 };

/** The graph of the sources under `folders`, following their imports wherever they lead under `root`. */
export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const edges = new Map<string, ImportEdge[]>();
  const resolveFrom = (file: string, specifier: string): string | undefined => {
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(root, dirname(file), specifier);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
    const target = candidates.find((path) => existsSync(path) && statSync(path).isFile());
    return target === undefined ? undefined : relative(root, target);
  };
  const read = (file: string): ImportEdge[] => {
    const known = edges.get(file);
    if (known) return known;
    const byTarget = new Map<string, ImportEdge>();
    if (SOURCE.test(file)) {
      for (const { specifier, kind } of specifiersOf(file, readFileSync(join(root, file), 'utf8'))) {
        const to = resolveFrom(file, specifier);
        if (to === undefined) continue;
        const before = byTarget.get(to);
        if (!before || STRENGTH[kind] > STRENGTH[before.kind]) byTarget.set(to, { from: file, to, kind });
      }
    }
    const list = [...byTarget.values()];
    edges.set(file, list);
    return list;
  };
  const files = sourcesUnder(root, folders);
  return { files, importsOf: read };
}

/** An import the checks accept for now, named by its two files. */
export interface KnownImport {
  from: string;
  to: string;
}

const edgeKey = (from: string, to: string) => `${from} → ${to}`;

/** The same graph without the given imports. */
export function without(graph: ImportGraph, known: readonly KnownImport[]): ImportGraph {
  const skipped = new Set(known.map(({ from, to }) => edgeKey(from, to)));
  return { files: graph.files, importsOf: (file) => graph.importsOf(file).filter(({ from, to }) => !skipped.has(edgeKey(from, to))) };
}

/** The known imports that no longer exist in the graph. */
export function goneImports(graph: ImportGraph, known: readonly KnownImport[]): string[] {
  return known.filter(({ from, to }) => !graph.importsOf(from).some((edge) => edge.to === to)).map(({ from, to }) => edgeKey(from, to));
}

/**
 * The files a file reaches through its imports, each with the chain that reaches it
 * (['runtime/a.ts', 'runtime/b.ts', 'src/c.ts']): breadth first, so the chain is a shortest one.
 */
export function reachedFrom(graph: ImportGraph, file: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[file, [file]]]);
  const queue = [file];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    const chain = chains.get(current) ?? [current];
    for (const { to } of graph.importsOf(current)) {
      if (chains.has(to)) continue;
      chains.set(to, [...chain, to]);
      queue.push(to);
    }
  }
  return chains;
}

/**
 * Where files of `from` reach a file they may not: for each source under `from` (`isSource`), the
 * first forbidden file it reaches, printed as the chain of imports that reaches it.
 */
export function breaches(graph: ImportGraph, isSource: (file: string) => boolean, isForbidden: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of graph.files.filter(isSource)) {
    for (const [target, chain] of reachedFrom(graph, file)) {
      if (target !== file && isForbidden(target)) {
        found.push(chain.join(' → '));
        break;
      }
    }
  }
  return found;
}

/**
 * The import cycles among the files `isInside` keeps, following only imports between them: one
 * cycle per group of files that import each other (a strongly connected component), printed as
 * a chain of files that starts and ends with the same file.
 */
export function cycles(graph: ImportGraph, isInside: (file: string) => boolean): string[] {
  const inside = graph.files.filter(isInside);
  const next = (file: string) => graph.importsOf(file).map(({ to }) => to).filter(isInside);
  // Tarjan's strongly connected components, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of inside) {
    if (index.has(start)) continue;
    const work: { file: string; targets: string[]; at: number }[] = [];
    const open = (file: string) => {
      index.set(file, counter);
      low.set(file, counter);
      counter += 1;
      stack.push(file);
      onStack.add(file);
      work.push({ file, targets: next(file), at: 0 });
    };
    open(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (!frame) break;
      const target = frame.targets[frame.at];
      if (target !== undefined) {
        frame.at += 1;
        if (!index.has(target)) open(target);
        else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file) ?? 0, index.get(target) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file) ?? 0, low.get(frame.file) ?? 0));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
          onStack.delete(member);
          component.push(member);
          if (member === frame.file) break;
        }
        if (component.length > 1 || next(frame.file).includes(frame.file)) components.push(component);
      }
    }
  }
  return components.map((component) => {
    const members = new Set(component);
    const first = [...component].sort()[0] ?? '';
    // The shortest way from the first file back to itself, inside its component.
    const back = new Map<string, string>();
    const queue = [first];
    let last: string | undefined;
    for (let current = queue.shift(); current !== undefined && last === undefined; current = queue.shift()) {
      for (const target of next(current).filter((file) => members.has(file))) {
        if (target === first) {
          last = current;
          break;
        }
        if (!back.has(target)) {
          back.set(target, current);
          queue.push(target);
        }
      }
    }
    const chain = [first];
    for (let step = last; step !== undefined && step !== first; step = back.get(step)) chain.splice(1, 0, step);
    const others = component.length > chain.length ? `, in a group of ${component.length} files that import each other: ${[...component].sort().join(', ')}` : '';
    return `${[...chain, first].join(' → ')}${others}`;
  });
}
