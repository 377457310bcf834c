import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptSafeJson, screenIndexPlugin } from '../../scripts/screens/screenIndexPlugin';

type Load = (id: string) => Promise<string | undefined>;

async function screensFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'screen-index-'));
  await mkdir(join(dir, 'ops'));
  const definition = { route: '/secure/ops/links', title: 'Ops links </script>', menu: { group: 'Operations', label: 'Ops Links' }, kind: 'page', blocks: [{ id: 'a' }] };
  await writeFile(join(dir, 'ops', 'links.screen.json'), JSON.stringify(definition));
  await writeFile(join(dir, 'dashboard.screen.json'), JSON.stringify({ route: '/secure/{userId}/dashboard', title: 'Dashboard', kind: 'dashboard' }));
  await writeFile(join(dir, 'ops', 'notes.json'), '{}');
  return dir;
}

describe('the screen index', () => {
  it('keeps each definition’s route, title, menu entry and kind, keyed as the bundler keys the definitions', async () => {
    const dir = await screensFolder();
    const plugin = screenIndexPlugin(dir, { inPage: false });
    const code = await (plugin.load as unknown as Load)('\0virtual:screen-index');
    const index = JSON.parse(String(code).replace(/^export default /, '').replace(/;\s*$/, '')) as Record<string, Record<string, unknown>>;
    expect(Object.keys(index)).toEqual(['./dashboard.screen.json', './ops/links.screen.json']);
    expect(index['./ops/links.screen.json']).toEqual({
      route: '/secure/ops/links',
      title: 'Ops links </script>',
      menu: { group: 'Operations', label: 'Ops Links' },
      kind: 'page',
      file: join(dir, 'ops', 'links.screen.json'),
    });
  });

  it('reads the index from the page in the browser, and says so when the page carries none', async () => {
    const plugin = screenIndexPlugin(await screensFolder(), { inPage: true });
    const code = String(await (plugin.load as unknown as Load)('\0virtual:screen-index'));
    expect(code).toContain('document.getElementById("screen-index")');
    expect(code).toContain('The page carries no screen index (#screen-index)');
  });

  it('writes JSON a <script> element cannot be ended by', () => {
    const text = scriptSafeJson({ title: 'a </script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ title: 'a </script><script>alert(1)</script>' });
  });
});
