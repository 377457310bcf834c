import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_VALIDATORS_MODULE, formValidatorsPlugin } from '../../scripts/forms/formValidatorsPlugin';

/** A definition whose forms edit the one property of the `thing` entity; integer-only schemas need no ajv helper, so the temporary project needs no node_modules. */
function definition(route: string, forms: string[]): string {
  const entries = forms.map((name) => [name, { title: name, endpoint: 'create', entity: 'thing', fields: [{ name: 'n' }] }] as const);
  return JSON.stringify({ route, kind: 'grid', forms: Object.fromEntries(entries) });
}

const THING = JSON.stringify({ type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] });

async function waitFor<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (until(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

/** Chokidar reports changes only once its first scan is done. */
async function watcherReady(dev: ViteDevServer): Promise<void> {
  await new Promise<void>((resolve) => {
    dev.watcher.once('ready', () => resolve());
    setTimeout(resolve, 1000);
  });
}

let server: ViteDevServer | undefined;
let root: string | undefined;

afterEach(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
  server = undefined;
  root = undefined;
});

describe('formValidatorsPlugin in the dev server', () => {
  it('recompiles when a definition is edited or added, without a restart', async () => {
    root = await mkdtemp(join(tmpdir(), 'form-validators-'));
    await mkdir(join(root, 'screens/places'), { recursive: true });
    await mkdir(join(root, 'schemas/entities'), { recursive: true });
    await writeFile(join(root, 'schemas/entities/thing.schema.json'), THING);
    await writeFile(join(root, 'screens/places/a.screen.json'), definition('/secure/a', ['add']));
    server = await createServer({ root, configFile: false, logLevel: 'silent', server: { middlewareMode: true, ws: false }, plugins: [formValidatorsPlugin()] });
    const environment = server.environments.client;
    const code = async () => (await environment.transformRequest(FORM_VALIDATORS_MODULE))?.code ?? '';

    expect(await code()).toContain('"/secure/a#add": __form0');
    await watcherReady(server);

    await writeFile(join(root, 'screens/places/a.screen.json'), definition('/secure/a', ['add', 'edit']));
    expect(await waitFor(code, (text) => text.includes('"/secure/a#edit"'))).toContain('"/secure/a#add"');

    await writeFile(join(root, 'screens/places/b.screen.json'), definition('/secure/b', ['add']));
    expect(await waitFor(code, (text) => text.includes('"/secure/b#add"'))).toContain('"/secure/a#edit"');
  });
});
