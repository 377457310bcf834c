import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, reachedFrom, sources } from './support/sourceGraph';
import { kindCatalogues } from '../../runtime/kinds/catalogueRegistry';
import { kindParts } from '../../runtime/kinds/registry';
import { kindTools } from '../../runtime/kinds/toolRegistry';

/** The screen kinds are one folder each, read through registries (docs/adding-a-screen.md, "Adding a screen kind"). */

const root = projectRoot;

const metaSchemaKinds = (): string[] => {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/screen.schema.json'), 'utf8')) as {
    oneOf: Array<{ $ref: string }>;
    $defs: Record<string, { properties: { kind: { const: string } } }>;
  };
  return schema.oneOf.map((variant) => schema.$defs[variant.$ref.replace('#/$defs/', '')]?.properties.kind.const ?? variant.$ref).sort();
};

describe('screen kinds', () => {
  it('has, for every kind of the meta-schema, its app parts, its catalogue parts and its tools, each in its own folder', () => {
    const kinds = metaSchemaKinds();
    expect(Object.keys(kindParts).sort()).toEqual(kinds);
    expect(Object.keys(kindCatalogues).sort()).toEqual(kinds);
    expect(Object.keys(kindTools).sort()).toEqual(kinds);
    const missing = kinds.flatMap((kind) => ['index.ts', 'catalogueParts.ts', 'tools.ts'].map((file) => `runtime/kinds/${kind}/${file}`)).filter((file) => !existsSync(join(root, file)));
    expect(missing).toEqual([]);
  });

  it('keeps the app registry light: loading it loads no view, no tool and no catalogue code (the entry imports it)', () => {
    const heavy = [...reachedFrom('runtime/kinds/registry.ts')].filter((file) => /^runtime\/kinds\/.*\.tsx$/.test(file) || /(^|\/)(tools|toolRegistry|catalogueParts|catalogueRegistry)\.ts$/.test(file) || file.startsWith('scripts/'));
    expect(heavy).toEqual([]);
  });

  it('has no code outside a kind\'s own folder and the registries test a screen kind by its name: it asks the registries', () => {
    const ownFolder = /^runtime\/kinds\/(grid|page|dashboard|catalogue)\//;
    const registries = new Set(['runtime/kinds/registry.ts', 'runtime/kinds/toolRegistry.ts', 'runtime/kinds/catalogueRegistry.ts']);
    const KIND = `['"\`](grid|page|dashboard|catalogue)['"\`]`;
    const tests = new RegExp(`\\bkind\\s*[!=]==?\\s*${KIND}|case\\s+${KIND}|\\[\\s*${KIND}\\s*,\\s*${KIND}`);
    const branching = [...sources('runtime'), ...sources('src'), ...sources('scripts')]
      .filter((file) => !ownFolder.test(file) && !registries.has(file))
      .flatMap((file) => readFileSync(join(root, file), 'utf8').split('\n').flatMap((line, i) => (tests.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(branching).toEqual([]);
  });
});
