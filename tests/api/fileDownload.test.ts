import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFile } from '../../runtime/api/fetchFile';
import { DEFAULT_LANGUAGE } from '../../runtime/api/call';
import type { ConsoleConfig } from '../../runtime/generated/config';
import type { Endpoint } from '../../runtime/generated/screen';
import { upgradeSheetPage } from '../../server/settings';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

/** A links block's download as the console makes it (runtime/api/fetchFile.ts), against the real server: Bulk B2B's template sheet. */

let env: TestEnvironment;
let config: ConsoleConfig;
let origin: string;
let services: ConsoleConfig['services'];
let token: string;
const template: Endpoint = { method: 'GET', path: '/orders/bulk/template' };

beforeAll(async () => {
  env = await createTestEnvironment();
  ({ origin } = await env.start());
  config = (await (await fetch(`${origin}/config.json`)).json()) as ConsoleConfig;
  services = config.services;
  token = (await signIn(origin)).idToken;
});

afterAll(async () => {
  await env?.stop();
});

describe('the reference server’s /config.json', () => {
  it("gives the upgrade sheet a links block opens by name: by default the console's own sheet page", () => {
    expect(config.links).toEqual({ upgradeSheet: upgradeSheetPage(origin) });
  });
});

describe('a file endpoint called as a links block does', () => {
  it('gets the template sheet with the token as bytes that open as a workbook', async () => {
    const result = await fetchFile(template, { services, token, language: DEFAULT_LANGUAGE });
    if (!result.ok) throw new Error(`expected the sheet, got ${result.status}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await result.blob.arrayBuffer());
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    expect(workbook.worksheets[0]?.getRow(1).cellCount).toBeGreaterThan(0);
  });

  it('without a session is refused, the answer read as the server gave it', async () => {
    const result = await fetchFile(template, { services, token: undefined, language: DEFAULT_LANGUAGE });
    expect(result.ok).toBe(false);
    expect(result.status).toBe(401);
  });
});
