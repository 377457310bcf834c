import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/side-by-side.mjs', import.meta.url));

/** `node scripts/side-by-side.mjs ...commands`, as `npm run checks` runs it. */
function sideBySide(commands: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...commands], (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('scripts/side-by-side.mjs (npm run checks)', () => {
  it('runs the commands together and prints each one’s output whole under a line naming it, exit code 0', async () => {
    // The first writes before and after the second has ended: printed together all the same.
    const slow = 'echo slow one; sleep 0.5; echo slow two';
    const result = await sideBySide([slow, 'echo quick one; echo quick two', 'echo an error output >&2']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/── echo quick one; echo quick two: passed in \d+ s\nquick one\nquick two\n/);
    expect(result.stdout).toMatch(/── echo an error output >&2: passed in \d+ s\nan error output\n/);
    expect(result.stdout).toMatch(/── echo slow one; sleep 0\.5; echo slow two: passed in \d+ s\nslow one\nslow two\n/);
    // The quick one ended first, so it is printed first.
    expect(result.stdout.indexOf('quick one')).toBeLessThan(result.stdout.indexOf('slow one'));
  });

  it('fails when one command fails, and stops the others then rather than waiting for them', async () => {
    const result = await sideBySide(['echo started; sleep 60; echo never', 'echo bad; exit 3']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/── echo bad; exit 3: failed \(exit code 3\) in \d+ s\nbad\n/);
    expect(result.stdout).toMatch(/── echo started; sleep 60; echo never: stopped in \d+ s\nstarted\n/);
    expect(result.stdout).not.toContain('never\n');
  });

  it('without a command says how to use it, exit code 2', async () => {
    const result = await sideBySide([]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: node scripts/side-by-side.mjs "<command>"');
  });
});
