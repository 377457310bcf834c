import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkScreens, readScreenFiles } from '../../scripts/screens/checkScreens';
import { consoleCheckContext } from '../../scripts/screens/consoleCheckContext.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the form language fixtures (tests/fixtures/form-language)', () => {
  it('pass screens:check: defaults from the globals, value checks, steps, rule values, whole-body templates, files in bodies', async () => {
    const { files, problems } = await readScreenFiles(join(root, 'tests/fixtures/form-language'), '.');
    expect([...problems, ...checkScreens(files, await consoleCheckContext(root))]).toEqual([]);
  });
});
