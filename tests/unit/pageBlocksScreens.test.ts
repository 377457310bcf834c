import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkScreens, readScreenFiles } from '../../scripts/screens/checkScreens';
import { consoleCheckContext } from '../../scripts/screens/consoleCheckContext.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the page block fixtures (tests/fixtures/page-blocks)', () => {
  it('pass screens:check: links and downloads, an FAQ, a result download field, a rule lookup', async () => {
    const { files, problems } = await readScreenFiles(join(root, 'tests/fixtures/page-blocks'), '.');
    expect(files).toHaveLength(3);
    expect([...problems, ...checkScreens(files, await consoleCheckContext(root))]).toEqual([]);
  });
});
