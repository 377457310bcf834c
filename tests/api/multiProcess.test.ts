import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { LabelProcess, OpsCredential } from '../../runtime/generated/entities';
import { encodePassword } from '../../shared/passwordEncoding';
import { SESSION_GOES_ON_FOR_MS } from '../../server/identity/endedSessions';
import { newIdentityKeys } from '../../server/identity/keys';
import { endProviderSession } from '../../runtime/auth/endSession';
import { adminClient, callApi } from '../support/api';
import { refreshTokens, signIn, tryPassword } from '../support/oidcSignIn';

/**
 * Two console processes (server/main.ts through tsx, as `npm start` runs it, API only: no build
 * is needed for /api and /oidc) on one fresh PostgreSQL database, behind a round-robin reverse
 * proxy at their shared public origin, with keys from shared configuration and a data folder
 * each. Runs in the api-postgres project only (vitest.config.ts): it needs TEST_DATABASE_URL.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('The two-process test runs on PostgreSQL: set TEST_DATABASE_URL (the api-postgres project)');

type Backend = 'A' | 'B';

interface ConsoleProcess {
  name: Backend;
  port: number;
  child: ChildProcess;
  dataDir: string;
  output: string;
}

/** The proxy at the public origin: round-robin, or every request to one process while `mode` says so. */
interface Proxy {
  origin: string;
  mode: 'round-robin' | Backend;
  /** Which process answered each request, in order. */
  served: { backend: Backend; method: string; path: string; status: number }[];
  server: Server;
}

const databaseName = `console_multi_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const processes: ConsoleProcess[] = [];
let proxy: Proxy;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function startProxy(port: number, backends: Record<Backend, number>): Proxy {
  let turn = 0;
  const state: Proxy = { origin: `http://127.0.0.1:${port}`, mode: 'round-robin', served: [], server: createHttpServer() };
  state.server.on('request', (req, res) => {
    const backend: Backend = state.mode === 'round-robin' ? (turn++ % 2 === 0 ? 'A' : 'B') : state.mode;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: backends[backend],
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host ?? '' },
      },
      (answer) => {
        state.served.push({ backend, method: req.method ?? '', path: req.url ?? '', status: answer.statusCode ?? 0 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  state.server.listen(port, '127.0.0.1');
  return state;
}

function startConsoleProcess(name: Backend, port: number, dataDir: string, env: Record<string, string>): ConsoleProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: ConsoleProcess = { name, port, child, dataDir, output: '' };
  child.stdout?.on('data', (chunk: Buffer) => (started.output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (started.output += chunk.toString()));
  return started;
}

async function waitUntilReady(started: ConsoleProcess): Promise<void> {
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (started.child.exitCode !== null) throw new Error(`console ${started.name} ended with ${started.child.exitCode}:\n${started.output}`);
    const status = await fetch(`http://127.0.0.1:${started.port}/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`console ${started.name} was not ready in time:\n${started.output}`);
}

async function stopProcess(started: ConsoleProcess): Promise<void> {
  if (started.child.exitCode === null && started.child.signalCode === null) {
    const exited = new Promise((resolve) => started.child.once('exit', resolve));
    started.child.kill('SIGTERM');
    const late = setTimeout(() => started.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
  }
  await rm(started.dataDir, { recursive: true, force: true });
}

/** On a failure: what each process wrote, and which process answered what. */
function printLogsOnFailure(): void {
  onTestFailed(() => {
    for (const started of processes) console.error(`--- console ${started.name} (port ${started.port}) output:\n${started.output}`);
    console.error(`--- proxy: ${proxy.served.map((entry) => `${entry.backend} ${entry.method} ${entry.path} ${entry.status}`).join('\n')}`);
  });
}

beforeAll(async () => {
  await withClient(serverUrl, (client) => client.query(`create database ${databaseName}`));
  const keys = await newIdentityKeys();
  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const publicOrigin = `http://127.0.0.1:${proxyPort}`;
  const shared = {
    DATABASE_URL: databaseUrl,
    PUBLIC_ORIGIN: publicOrigin,
    TRUST_PROXY: '1',
    IDENTITY_SIGNING_KEYS: JSON.stringify(keys.jwks.keys),
    IDENTITY_COOKIE_KEYS: keys.cookieKeys.join(','),
    OPS_CREDENTIALS_KEY: randomBytes(32).toString('hex'),
    SEED_POSTAL_CODES: '300',
    ENVIRONMENT_NAME: 'Test',
  };
  // Both start at once on the empty database: one migrates and seeds, the other waits (start lock).
  for (const [name, port] of [['A', portA], ['B', portB]] as const) {
    processes.push(startConsoleProcess(name, port, await mkdtemp(join(tmpdir(), `console-multi-${name}-`)), shared));
  }
  proxy = startProxy(proxyPort, { A: portA, B: portB });
  try {
    await Promise.all(processes.map(waitUntilReady));
  } catch (error) {
    for (const started of processes) console.error(`--- console ${started.name} output:\n${started.output}`);
    throw error;
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(processes.map(stopProcess));
  await new Promise<void>((resolve) => (proxy ? proxy.server.close(() => resolve()) : resolve()));
  await withClient(serverUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
}, 60_000);

describe('two console processes on one PostgreSQL behind one public origin', () => {
  it('each names its Node and where its keys come from in its start log, and both serve the public origin', () => {
    printLogsOnFailure();
    for (const started of processes) {
      expect(started.output).toContain(`Console ready: ${proxy.origin}/ (Node ${process.version}`);
      expect(started.output).toContain('Keys: from IDENTITY_SIGNING_KEYS and IDENTITY_COOKIE_KEYS');
    }
  });

  it('signs in with the requests alternating between the processes, and each accepts the token', async () => {
    printLogsOnFailure();
    proxy.mode = 'round-robin';
    const from = proxy.served.length;
    const tokens = await signIn(proxy.origin);
    const signInSteps = proxy.served.slice(from);
    expect(new Set(signInSteps.map((entry) => entry.backend))).toEqual(new Set(['A', 'B']));
    for (const backend of ['A', 'B'] as const) {
      proxy.mode = backend;
      expect((await callApi(proxy.origin, '/api/admin/ops/creds/', { token: tokens.idToken })).status).toBe(200);
    }
  });

  it('signs in through A, uses the token on B, refreshes the session through B and uses the new token on A', async () => {
    printLogsOnFailure();
    proxy.mode = 'A';
    const tokens = await signIn(proxy.origin);
    expect(proxy.served.at(-1)?.backend).toBe('A');
    proxy.mode = 'B';
    expect((await callApi(proxy.origin, '/api/labels/labels/list', { token: tokens.idToken })).status).toBe(200);
    if (!tokens.refreshToken) throw new Error('no refresh token');
    const renewed = await refreshTokens(proxy.origin, tokens.refreshToken);
    expect(proxy.served.at(-1)).toMatchObject({ backend: 'B', method: 'POST' });
    proxy.mode = 'A';
    expect((await callApi(proxy.origin, '/api/labels/labels/list', { token: renewed.idToken })).status).toBe(200);
  });

  it('refuses on B a token signed out of through A: at once on A, on B within the second B may believe the session goes on', async () => {
    printLogsOnFailure();
    proxy.mode = 'A';
    const tokens = await signIn(proxy.origin);
    proxy.mode = 'B';
    const list = () => callApi(proxy.origin, '/api/labels/labels/list', { token: tokens.idToken });
    expect((await list()).status).toBe(200);
    proxy.mode = 'A';
    expect(await endProviderSession(`${proxy.origin}/oidc`, tokens.idToken)).toBe(204);
    const signedOutAt = Date.now();
    expect((await list()).status).toBe(401);
    proxy.mode = 'B';
    let status = (await list()).status;
    while (status === 200 && Date.now() - signedOutAt < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await list()).status;
    }
    expect(status).toBe(401);
    // The memo's second, and the time the calls themselves took on a busy machine.
    expect(Date.now() - signedOutAt).toBeLessThan(SESSION_GOES_ON_FOR_MS + 2000);
    expect((await list()).status).toBe(401);
  });

  it('answers a stale write through B after a write through A with 409, and B reads what A sealed (shared credentials key)', async () => {
    printLogsOnFailure();
    proxy.mode = 'A';
    const token = (await signIn(proxy.origin)).idToken;
    const api = adminClient(proxy.origin, token);
    const listed = await api.get<OpsCredential[]>('/ops/creds/');
    const courier = listed.body.find((credential) => credential.name === 'Courier dashboard');
    if (!courier) throw new Error('no demo credential');
    const password = encodePassword('Changed through A');
    const change = { link: courier.link, username: courier.username, password, version: courier.version };
    expect((await api.put(`/ops/creds/${encodeURIComponent(courier.name)}`, change)).status).toBe(200);
    proxy.mode = 'B';
    const stale = await api.put(`/ops/creds/${encodeURIComponent(courier.name)}`, { ...change, password: encodePassword('Stale through B') });
    expect(stale.status).toBe(409);
    const after = (await api.get<OpsCredential[]>('/ops/creds/')).body.find((credential) => credential.name === 'Courier dashboard');
    expect(after).toMatchObject({ password, version: courier.version + 1 });
  });

  it('throttles sign-in guesses spread over A and B as one: the sixth is refused by both', async () => {
    printLogsOnFailure();
    const email = `guesser.${randomBytes(3).toString('hex')}@example.com`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      proxy.mode = attempt % 2 === 0 ? 'A' : 'B';
      const answer = await tryPassword(proxy.origin, email, `guess-${attempt}`);
      expect(answer.status).toBe(401);
      expect(proxy.served.at(-1)).toMatchObject({ backend: proxy.mode, method: 'POST', status: 401 });
    }
    for (const backend of ['A', 'B'] as const) {
      proxy.mode = backend;
      const answer = await tryPassword(proxy.origin, email, 'one more');
      expect(answer.status).toBe(429);
      expect(answer.body).toMatch(/Too many sign-in attempts\. Try again in \d+ seconds?\./);
    }
  });

  it('reports on B the progress of a label export started on A, and serves its PDF through either', async () => {
    printLogsOnFailure();
    proxy.mode = 'A';
    const token = (await signIn(proxy.origin)).idToken;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Labels');
    for (const row of [['Order', 'Recipient', 'Address', 'Product'], [100451, 'Émilie Côté', '12 Main St, Winnipeg', 'Sunny Days Bouquet'], [100452, 'Sam Okafor', '3 Portage Ave, Winnipeg', 'Rose Dozen']]) sheet.addRow(row);
    const form = new FormData();
    const processId = `multi-${randomBytes(4).toString('hex')}`;
    for (const [name, value] of Object.entries({ processId, exportFileName: 'MULTI', maxSize: '300' })) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'multi.xlsx');
    const started = await fetch(`${proxy.origin}/api/labels/labels/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(started.status).toBe(201);
    expect(proxy.served.at(-1)?.backend).toBe('A');

    proxy.mode = 'B';
    const seen: LabelProcess[] = [];
    const until = Date.now() + 20_000;
    while (Date.now() < until && seen.at(-1)?.percentage !== 100) {
      const answer = await callApi<LabelProcess>(proxy.origin, `/api/labels/labels/query?processId=${processId}`, { token });
      expect(answer.status).toBe(200);
      expect(proxy.served.at(-1)?.backend).toBe('B');
      seen.push(answer.body);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const percentages = seen.map((state) => state.percentage);
    expect(percentages.at(-1)).toBe(100);
    expect(percentages.some((percentage) => percentage > 0 && percentage < 100)).toBe(true);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    const done = seen.at(-1);
    expect(done?.message).toBe('Labels ready: 2 orders in MULTI.pdf.');
    expect(done?.pdfRemote.startsWith(`${proxy.origin}/api/labels/labels/files/`)).toBe(true);
    for (const backend of ['A', 'B'] as const) {
      proxy.mode = backend;
      const pdf = await fetch(done?.pdfRemote ?? '');
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('holds every write once in the audit trail: one entry per write, none for the refused one', async () => {
    printLogsOnFailure();
    const entries = await withClient(databaseUrl, async (client) => (await client.query<{ entity: string; method: string; path: string }>('select entity, method, path from audit_log order by id')).rows);
    expect(entries).toEqual([
      { entity: 'ops-credential', method: 'PUT', path: '/api/admin/ops/creds/Courier dashboard' },
      { entity: 'label-process', method: 'POST', path: '/api/labels/labels/upload' },
    ]);
  });
});
