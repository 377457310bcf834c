import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localConsoleConfig, readConsoleConfigFile } from '../../server/consoleConfig';
import { readSettings, upgradeSheetPage } from '../../server/settings';
import { configLinkNames } from '../../runtime/kinds/page/blocks/links/tools/configLinkNames';

describe('the run-time config’s links', () => {
  it("takes the upgrade sheet from UPGRADE_SHEET_URL (unset: the console's own sheet page), and refuses one that is no http(s) address", () => {
    expect(readSettings({}, []).upgradeSheetUrl).toBeUndefined();
    expect(upgradeSheetPage('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/secure/orders/upgrade-automation/sheet');
    expect(readSettings({ UPGRADE_SHEET_URL: 'https://docs.example.org/sheet/1' }, []).upgradeSheetUrl).toBe('https://docs.example.org/sheet/1');
    expect(() => readSettings({ UPGRADE_SHEET_URL: 'javascript:alert(1)' }, [])).toThrow('UPGRADE_SHEET_URL must be an http(s) address, got "javascript:alert(1)"');
  });

  it('serves them in /config.json’s links', () => {
    const sheet = upgradeSheetPage('http://127.0.0.1:5173');
    expect(localConsoleConfig('http://127.0.0.1:5173', 'Production', { upgradeSheet: sheet }).links).toEqual({ upgradeSheet: sheet });
    expect(localConsoleConfig('http://127.0.0.1:5173', 'Production').links).toEqual({});
  });

  it('a config file may give them, only by a known name and as an http(s) address', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'config-links-'));
    const base = localConsoleConfig('https://console.example.com', 'Staging');
    const good = join(dir, 'good.json');
    await writeFile(good, JSON.stringify({ ...base, links: { upgradeSheet: 'https://sheets.example.com/u' } }));
    expect((await readConsoleConfigFile(good)).links).toEqual({ upgradeSheet: 'https://sheets.example.com/u' });
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ ...base, links: { upgradeSheet: 'sheet', other: 'https://x.example.com' } }));
    await expect(readConsoleConfigFile(bad)).rejects.toThrow(`${bad}:/links/upgradeSheet: must match pattern`);
    await expect(readConsoleConfigFile(bad)).rejects.toThrow(`${bad}:/links: must NOT have additional properties`);
  });

  it('the names a links block may use are those of the config schema', () => {
    expect(configLinkNames).toEqual(['upgradeSheet']);
  });
});
