import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const script = join(root, 'scripts/check-screens.ts');

type Ran = { code?: number; stdout: string; stderr: string };
const check = (...args: string[]): Promise<Ran> =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root }).catch((error: Ran) => error);

describe('npm run screens:check -- --json', () => {
  it('prints one JSON object per problem per line and nothing else on stdout, and fails', async () => {
    const ran = await check('--json', 'tests/fixtures/broken-screens/grid-derived-editable');
    expect(ran.code).toBe(1);
    const lines = ran.stdout.trim().split('\n').map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      {
        code: 'grid.derived.editable',
        file: 'tests/fixtures/broken-screens/grid-derived-editable/a.screen.json',
        pointer: '/columns/2/derived',
        message: 'column "region_name" is editable: a derived column only follows another one',
        fix: 'Remove the editor, or "derived".',
      },
      {
        code: 'grid.column.editable-not-sent',
        file: 'tests/fixtures/broken-screens/grid-derived-editable/a.screen.json',
        pointer: '/columns/2/editor',
        message: 'column "region_name" is editable but the update call "update" does not send it (read {region_name} in /endpoints/update/body)',
        fix: 'Send the column in the update call.',
      },
    ]);
    expect(ran.stderr.trim()).toBe('2 problems in tests/fixtures/broken-screens/grid-derived-editable/');
  });

  it('gives the fix the rule computed over the code\'s generic one, with the folder before the option too', async () => {
    const ran = await check('tests/fixtures/broken-screens/grid-unknown-lookup', '--json');
    expect(ran.stdout.trim().split('\n').map((line) => JSON.parse(line) as unknown)).toEqual([
      { code: 'lookup.unknown', file: 'tests/fixtures/broken-screens/grid-unknown-lookup/a.screen.json', pointer: '/columns/1/editor', message: 'unknown lookup "warehouse"', fix: 'use one of: warehouses' },
    ]);
  });

  it('prints nothing on stdout and succeeds when there is no problem; the text output is as without it', async () => {
    const clean = await check('--json', 'tests/fixtures/valid-screens');
    expect([clean.code ?? 0, clean.stdout]).toEqual([0, '']);
    const text = await check('tests/fixtures/broken-screens/grid-unknown-lookup');
    expect([text.code, text.stdout, text.stderr.split('\n')[0]]).toEqual([1, '', 'tests/fixtures/broken-screens/grid-unknown-lookup/a.screen.json:/columns/1/editor: unknown lookup "warehouse"']);
  });
});
