import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseConfig } from '../../runtime/config/loadConfig';
import { CONFIG_ELEMENT_ID } from '../../shared/configElement';
import { pageWithConfig } from '../../server/frontEnd';
import { localConsoleConfig, readConsoleConfigFile } from '../../server/consoleConfig';
import { requestUrl } from '../support/requestUrl';

describe('console config', () => {
  it('points every service and the provider at the local origin', () => {
    const config = localConsoleConfig('http://127.0.0.1:5173', 'Production');
    expect(config.identity).toEqual({ authority: 'http://127.0.0.1:5173/oidc', clientId: 'console', scope: 'openid profile email offline_access' });
    expect(config.services.admin).toBe('http://127.0.0.1:5173/api/admin');
    expect(config.services.storefrontGraphql).toBe('http://127.0.0.1:5173/api/storefront/graphql');
    expect(parseConfig(config)).toEqual(config);
  });

  it('accepts a valid config file and rejects a broken one with file:/pointer messages', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'config-'));
    const good = join(dir, 'good.json');
    await writeFile(good, JSON.stringify(localConsoleConfig('https://console.example.com', 'Staging')));
    expect((await readConsoleConfigFile(good)).environment).toBe('Staging');

    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ environment: 'x', identity: { authority: 'not a url', clientId: 'c', scope: 's' }, services: {} }));
    await expect(readConsoleConfigFile(bad)).rejects.toThrow(`${bad}:/identity/authority: must match pattern`);
    await expect(readConsoleConfigFile(bad)).rejects.toThrow(`${bad}:/services: must have required property 'admin'`);
  });

  it('the browser refuses a config without what sign-in needs, naming it', () => {
    expect(() => parseConfig({ environment: 'x', identity: { authority: 'a', clientId: '', scope: 's' }, services: { admin: 'a' } })).toThrow(
      "The console's configuration has no identity.clientId.",
    );
    expect(() => parseConfig(null)).toThrow('no environment');
  });

  it('is read from the page that carries it, without asking for /config.json', async () => {
    const config = { ...localConsoleConfig('http://127.0.0.1:5173', 'Production'), environment: 'Staging </script><script>alert(1)</script>' };
    const html = pageWithConfig('<!doctype html><html><head><title>console</title></head><body></body></html>', config);
    // Nothing in a value can end the data block.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const carried = /<script type="application\/json" id="console-config">(.*)<\/script><\/head>/.exec(html)?.[1] ?? '';
    const page = { getElementById: (id: string) => (id === CONFIG_ELEMENT_ID ? ({ textContent: carried } as HTMLElement) : null) };
    const asked: string[] = [];
    const fetchNothing: typeof fetch = (input) => {
      asked.push(requestUrl(input));
      return Promise.resolve(new Response('{}', { status: 500 }));
    };
    expect(await loadConfig(fetchNothing, page)).toEqual(config);
    expect(asked).toEqual([]);
  });

  it('is asked for at /config.json when the page carries none (the development server)', async () => {
    const config = localConsoleConfig('http://127.0.0.1:5173', 'Production');
    const fetchConfig: typeof fetch = (input) => Promise.resolve(new Response(requestUrl(input) === '/config.json' ? JSON.stringify(config) : '{}', { status: 200 }));
    expect(await loadConfig(fetchConfig, { getElementById: () => null })).toEqual(config);
  });
});
