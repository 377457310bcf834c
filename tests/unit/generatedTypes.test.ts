import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../scripts/gen-types';
import { CUSTOM_BLOCK_BRANCHES } from '../../scripts/customBlockBranches';
import { customContracts } from '../../src/custom/contracts';

const metaSchemaPath = join(import.meta.dirname, '../../schemas/screen.schema.json');

describe('generated types', () => {
  it('match the schemas (run npm run gen:types after changing a schema)', async () => {
    const files = await generateTypes();
    expect(files.size).toBeGreaterThanOrEqual(3);
    for (const [path, expected] of files) {
      expect(await readFile(path, 'utf8').catch(() => '(missing)'), path).toBe(expected);
    }
  });

  it('include the meta-schema’s custom component names and a branch per component (run npm run gen:types after changing a contract)', async () => {
    const generated = (await generateTypes()).get(metaSchemaPath);
    const schema = JSON.parse(generated ?? '{}') as { $defs?: Record<string, { enum?: string[]; allOf?: Array<{ if: { properties: { component: { const: string } } } }> }> };
    const names = Object.keys(customContracts).sort();
    expect(schema.$defs?.CustomComponentName?.enum).toEqual(names);
    expect(schema.$defs?.[CUSTOM_BLOCK_BRANCHES]?.allOf?.map((branch) => branch.if.properties.component.const)).toEqual(names);
    expect(await readFile(metaSchemaPath, 'utf8')).toBe(generated);
  });
});
