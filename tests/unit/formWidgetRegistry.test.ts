import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formWidgets } from '../../runtime/kinds/form/widgets';
import { widgetParts } from '../../runtime/kinds/form/widgets/registry';
import { widgetTools } from '../../runtime/kinds/form/widgets/toolRegistry';

/** The form widgets are one folder each, read through registries (docs/adding-a-widget.md). */

const root = fileURLToPath(new URL('../..', import.meta.url));
const WIDGETS = 'runtime/kinds/form/widgets';

function sources(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) found.push(relative(root, path));
    }
  };
  walk(join(root, folder));
  return found;
}

/** The project files a source loads (relative imports that are not type-only), as paths from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'/g)].flatMap((match) => {
    const base = resolve(dirname(join(root, file)), match[1] ?? '');
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
    return target ? [relative(root, target)] : [];
  });
}

/** Every file a file reaches through its imports, itself included. */
function reachedFrom(file: string): Set<string> {
  const reached = new Set<string>();
  const visit = (current: string) => {
    if (reached.has(current)) return;
    reached.add(current);
    for (const target of importsOf(current)) visit(target);
  };
  visit(file);
  return reached;
}

const metaSchemaWidgets = (): string[] => {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8')) as { $defs: { Widget: { oneOf: Array<{ properties: { widget: { const: string } } }> } } };
  return schema.$defs.Widget.oneOf.map((variant) => variant.properties.widget.const).sort();
};

describe('form widgets', () => {
  it('has, for every widget of the meta-schema, its app parts, its tools and its view', () => {
    const names = metaSchemaWidgets();
    expect(Object.keys(widgetParts).sort()).toEqual(names);
    expect(Object.keys(widgetTools).sort()).toEqual(names);
    expect(Object.keys(formWidgets).filter((name) => name !== 'computedOutput').sort()).toEqual(names);
  });

  it("no code outside the widgets' folder tests a widget by its name: it asks the registry", () => {
    const names = metaSchemaWidgets().join('|');
    const tests = new RegExp(`\\bwidget\\s*[!=]==\\s*'[A-Za-z]+'|case '(${names})'`);
    const branching = ['runtime', 'src', 'scripts']
      .flatMap(sources)
      .filter((file) => !file.startsWith(`${WIDGETS}/`))
      .flatMap((file) => readFileSync(join(root, file), 'utf8').split('\n').flatMap((line, i) => (tests.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(branching).toEqual([]);
  });

  it('keeps the app registry light: grids, pages and the catalogue read it without loading a view or rjsf', () => {
    const reached = [...reachedFrom(`${WIDGETS}/registry.ts`)];
    expect(reached.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    expect(reached.filter((file) => /import (?!type\s)[^;]*from '@rjsf\//.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
