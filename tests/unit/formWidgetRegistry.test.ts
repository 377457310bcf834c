import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, reachedFrom, sources } from './support/sourceGraph';
import { formWidgets } from '../../runtime/kinds/form/widgets';
import { widgetParts } from '../../runtime/kinds/form/widgets/registry';
import { widgetTools } from '../../runtime/kinds/form/widgets/toolRegistry';

/** The form widgets are one folder each, read through registries (docs/adding-a-widget.md). */

const root = projectRoot;
const WIDGETS = 'runtime/kinds/form/widgets';

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
