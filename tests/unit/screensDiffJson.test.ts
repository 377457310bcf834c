import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScreensDiff } from '../../scripts/screens/diff/cli';
import { diffScreens } from '../../scripts/screens/diff/diffScreens';
import { loadFolder } from '../../scripts/screens/diff/load';
import type { DiffModel } from '../../runtime/tooling/diff/model';
import { renderMarkdown } from '../../scripts/screens/diff/render';

const corpus = fileURLToPath(new URL('../fixtures/screens-diff', import.meta.url));

async function model(name: string): Promise<DiffModel> {
  const before = await loadFolder(join(corpus, name, 'before'));
  const after = await loadFolder(join(corpus, name, 'after'));
  return diffScreens(before.screens, after.screens, before.entities, after.entities, {
    unreadable: [...before.unreadable.map((item) => ({ side: 'before' as const, ...item })), ...after.unreadable.map((item) => ({ side: 'after' as const, ...item }))],
  });
}

describe('screens:diff --json', () => {
  for (const name of ['risk-notes', 'columns-editable', 'entity-properties', 'unreadable-file', 'unchanged-reformatted']) {
    it(`prints the model itself (${name})`, async () => {
      const dir = join(corpus, name);
      const result = await runScreensDiff(['--json', 'before', 'after'], { root: dir, cwd: dir });
      expect(result.code).toBe(0);
      const parsed = JSON.parse(result.stdout) as DiffModel;
      const expected = await model(name);
      expect(parsed).toEqual(expected);
      // The Markdown is the same model laid out.
      const markdown = await runScreensDiff(['before', 'after'], { root: dir, cwd: dir });
      expect(renderMarkdown(parsed, { base: '`before`', head: '`after`' })).toBe(markdown.stdout);
    });
  }

  it('carries the risks, keys and counts machines need', async () => {
    const parsed = JSON.parse((await runScreensDiff(['--json', 'before', 'after'], { root: join(corpus, 'risk-notes'), cwd: join(corpus, 'risk-notes') })).stdout) as DiffModel;
    expect(parsed.summary).toEqual({ screens: { added: 0, removed: 0, moved: 0, 'route changed': 0, changed: 2 }, entities: { added: 0, removed: 0, changed: 1 }, risks: 6 });
    const town = parsed.screens.find((screen) => screen.route === '/secure/town');
    expect(town?.changes.find((change) => change.key === 'columns/zone_id')).toEqual({
      area: 'columns',
      key: 'columns/zone_id',
      subject: 'Column **Zone** (`zone_id`)',
      facts: ['became editable (select from lookup `zones`)'],
      risk: 'column `zone_id` became editable',
    });
  });
});
