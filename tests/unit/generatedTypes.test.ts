import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../scripts/gen-types';

describe('generated types', () => {
  it('match the schemas (run npm run gen:types after changing a schema)', async () => {
    const files = await generateTypes();
    expect(files.size).toBeGreaterThanOrEqual(3);
    for (const [path, expected] of files) {
      expect(await readFile(path, 'utf8').catch(() => '(missing)'), path).toBe(expected);
    }
  });
});
