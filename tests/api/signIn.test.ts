import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endProviderSession } from '../../runtime/auth/endSession';
import { hashPassword } from '../../server/identity/accounts';
import { callApi } from '../support/api';
import { CONSOLE_CLIENT_ID, CONSOLE_SCOPE, CookieJar, DEMO_ACCOUNT, discover } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment, type TestServer } from '../support/testServer';

const WRONG_CREDENTIALS = 'Incorrect e-mail or password.';
const TOO_MANY = /Too many sign-in attempts\. Try again in (\d+) seconds?\./;

/** One browser tab on the provider: cookies kept, redirects followed by hand. */
class Tab {
  private readonly jar = new CookieJar();

  async send(url: URL, form?: URLSearchParams): Promise<Response> {
    const headers = new Headers({ accept: 'text/html' });
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    if (form) headers.set('content-type', 'application/x-www-form-urlencoded');
    const response = await fetch(url, { method: form ? 'POST' : 'GET', headers, body: form?.toString(), redirect: 'manual' });
    this.jar.store(response, url);
    return response;
  }

  /** Follows redirects from `url` until a page that is not a redirect, or the console's callback. */
  async follow(url: URL, first?: Response): Promise<{ url: URL; response: Response | undefined }> {
    let current = url;
    let response = first ?? (await this.send(current));
    for (let step = 0; step < 15; step += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      await response.body?.cancel();
      current = new URL(location, current);
      if (current.pathname === '/login/callback') return { url: current, response: undefined };
      response = await this.send(current);
    }
    throw new Error('too many redirects');
  }
}

interface Authorization {
  url: URL;
  codeVerifier: string;
}

function authorization(origin: string, endpoint: string): Authorization {
  const codeVerifier = randomBytes(32).toString('base64url');
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: `${origin}/login/callback`,
    response_type: 'code',
    scope: CONSOLE_SCOPE,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('base64url'),
  }).toString();
  return { url, codeVerifier };
}

/** The provider's sign-in form as a browser shows it: post to it as often as needed. */
interface LoginPage {
  tab: Tab;
  auth: Authorization;
  response: Response;
  html: string;
  action: URL;
}

async function openLoginPage(origin: string, tab = new Tab()): Promise<LoginPage> {
  const discovery = await discover(origin);
  const auth = authorization(origin, discovery.authorization_endpoint);
  const { url, response } = await tab.follow(auth.url);
  if (!response || response.status !== 200) throw new Error(`no sign-in page: ${response?.status ?? 'callback'}`);
  const html = await response.text();
  const action = /<form\b[^>]*\baction="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the sign-in page');
  return { tab, auth, response, html, action: new URL(action, url) };
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
  /** Where a successful sign-in sends the browser. */
  location: string | null;
}

async function submit(page: LoginPage, email: string, password: string): Promise<Answer> {
  const response = await page.tab.send(page.action, new URLSearchParams({ email, password }));
  return { status: response.status, headers: response.headers, body: await response.text(), location: response.headers.get('location') };
}

/** Signs in through `page` and exchanges the code: the id token, with the tab keeping the provider's cookies. */
async function completeSignIn(origin: string, page: LoginPage, email: string, password: string): Promise<string> {
  const response = await page.tab.send(page.action, new URLSearchParams({ email, password }));
  const { url } = await page.tab.follow(page.action, response);
  const code = url.searchParams.get('code');
  if (url.pathname !== '/login/callback' || !code) throw new Error(`sign-in did not reach the callback: ${url.href}`);
  const discovery = await discover(origin);
  const token = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}/login/callback`,
      client_id: CONSOLE_CLIENT_ID,
      code_verifier: page.auth.codeVerifier,
    }).toString(),
  });
  const body = (await token.json()) as { id_token?: string };
  if (!body.id_token) throw new Error(`no id token (${token.status})`);
  return body.id_token;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Parses a Content-Security-Policy header into its directives. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name.toLowerCase(), values);
  }
  return parsed;
}

let env: TestEnvironment;

beforeAll(async () => {
  env = await createTestEnvironment();
});

afterAll(async () => {
  await env?.stop();
});

async function seedAccounts(prefix: string, count: number, password: string): Promise<string[]> {
  const emails = Array.from({ length: count }, (_unused, index) => `${prefix}.${index}@example.com`);
  const hash = await hashPassword(password);
  for (const email of emails) {
    await env.database.db.query(
      'insert into staff_account (id, email, name, password_hash) values (gen_random_uuid(), $1, $2, $3) on conflict (email) do nothing',
      [email, email, hash],
    );
  }
  return emails;
}

describe('sign-in throttling', () => {
  let server: TestServer;
  let accounts: string[];
  const PASSWORD = 'right-password';

  beforeAll(async () => {
    server = await env.start();
    accounts = await seedAccounts('throttle', 3, PASSWORD);
  });

  it('answers 429 with Retry-After after 5 wrong passwords, refuses even the right one until the wait ends, then lets it in', async () => {
    const email = accounts[0] ?? '';
    const page = await openLoginPage(server.origin);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await submit(page, email, `wrong-${attempt}`);
      expect(answer.status).toBe(401);
      expect(answer.body).toContain(WRONG_CREDENTIALS);
    }
    const refused = await submit(page, email, PASSWORD);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(5);
    // The page says how long to wait, keeps the e-mail, and is the same form.
    const wait = TOO_MANY.exec(refused.body);
    expect(Number(wait?.[1])).toBe(retryAfter);
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain(`value="${email}"`);
    expect(refused.body).not.toContain(WRONG_CREDENTIALS);
    // Another account from the same address is not held up.
    const other = await openLoginPage(server.origin);
    expect((await submit(other, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).status).toBe(303);

    await sleep(retryAfter * 1000 + 200);
    const accepted = await submit(page, email, PASSWORD);
    expect(accepted.status).toBe(303);
    expect(accepted.location).toBeTruthy();
  });

  it('forgets the failures of an account once it signs in: five more wrong passwords are 401 again, the sixth try 429', async () => {
    const email = accounts[1] ?? '';
    const first = await openLoginPage(server.origin);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await submit(first, email, 'wrong')).status).toBe(401);
    expect((await submit(first, email, PASSWORD)).status).toBe(303);
    const page = await openLoginPage(server.origin);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await submit(page, email, 'wrong')).status).toBe(401);
    expect((await submit(page, email, PASSWORD)).status).toBe(429);
  });

  it('lets at most 5 of 60 parallel guesses at one account check the password; the others get 429 at once', async () => {
    const email = accounts[2] ?? '';
    const page = await openLoginPage(server.origin);
    const answers = await Promise.all(Array.from({ length: 60 }, (_unused, index) => submit(page, email, `guess-${index}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    for (const answer of answers.filter((item) => item.status === 429)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('throttles unknown e-mails like known ones (no hint that an account exists)', async () => {
    const page = await openLoginPage(server.origin);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await submit(page, 'nobody.here@example.com', 'x')).status).toBe(401);
    expect((await submit(page, 'NOBODY.here@example.com ', 'x')).status).toBe(429);
  });
});

describe('sign-in throttling per client address', () => {
  // The throttle's records are the database's (every console on it shares them): this address
  // starts with none, and its hold does not reach the later tests signing in from it.
  const forgetFailures = () => env.database.db.query('delete from sign_in_throttle');
  afterAll(forgetFailures);

  it('after 100 failures from one address, refuses any account from it with 429', async () => {
    const server = await env.start();
    await forgetFailures();
    const page = await openLoginPage(server.origin);
    const answers = await Promise.all(
      Array.from({ length: 101 }, (_unused, index) => submit(page, `spray.${index}@example.com`, 'guess')),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(100);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(1);
    const fresh = await openLoginPage(server.origin);
    const refused = await submit(fresh, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // 101 password checks, each counted in the database before and after: more than the default 20 s on a busy machine.
  }, 60_000);
});

describe('sign-in timing', () => {
  it('answers a known e-mail with a wrong password as fast as an unknown e-mail (medians of 20 each)', async () => {
    const server = await env.start();
    const known = await seedAccounts('timing', 22, 'the-password');
    const known_: number[] = [];
    const unknown: number[] = [];
    const page = await openLoginPage(server.origin);
    const time = async (email: string): Promise<number> => {
      const started = performance.now();
      const answer = await submit(page, email, 'not-the-password');
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(401);
      expect(answer.body).toContain(WRONG_CREDENTIALS);
      return elapsed;
    };
    // Two rounds to warm up, then 20 alternating pairs (alternating cancels drift on a busy machine).
    for (let round = 0; round < 22; round += 1) {
      const knownTime = await time(known[round] ?? '');
      const unknownTime = await time(`absent.${round}@example.com`);
      if (round >= 2) {
        known_.push(knownTime);
        unknown.push(unknownTime);
      }
    }
    const knownMedian = median(known_);
    const unknownMedian = median(unknown);
    const allowed = Math.max(5, 0.25 * Math.max(knownMedian, unknownMedian));
    // A skipped (or extra) password hash for one kind shifts every answer of that kind: its
    // fastest answer as much as its median. A burst of other work on a busy machine moves only
    // some answers, so one of the two comparisons stays close: the smaller gap is the one judged.
    const gaps = [Math.abs(knownMedian - unknownMedian), Math.abs(Math.min(...known_) - Math.min(...unknown))];
    const summary = `medians known ${knownMedian.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms; fastest known ${Math.min(...known_).toFixed(1)} ms, unknown ${Math.min(...unknown).toFixed(1)} ms`;
    expect(Math.min(...gaps), summary).toBeLessThanOrEqual(allowed);
  });
});

describe("the provider's pages", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await env.start();
  });

  function expectUnframeableStrictPage(response: Response, html: string): void {
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    // No script at all: none on the page, none allowed.
    expect(html).not.toMatch(/<script/i);
    expect(csp.get('script-src') ?? ["'none'"]).toEqual(["'none'"]);
    // Styles only by hash: exactly the page's own <style> blocks.
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
    expect(html).not.toMatch(/\sstyle="/);
    expect(csp.get('style-src')).toEqual([...new Set(styles)]);
  }

  it('sends a strict Content-Security-Policy and X-Frame-Options DENY with the sign-in page', async () => {
    const page = await openLoginPage(server.origin);
    expectUnframeableStrictPage(page.response, page.html);
  });

  it('sends them with the sign-in page after a wrong password and after too many attempts', async () => {
    const page = await openLoginPage(server.origin);
    const wrong = await page.tab.send(page.action, new URLSearchParams({ email: 'pages@example.com', password: 'x' }));
    expect(wrong.status).toBe(401);
    expectUnframeableStrictPage(wrong, await wrong.text());
    for (let attempt = 0; attempt < 4; attempt += 1) await submit(page, 'pages@example.com', 'x');
    const throttled = await page.tab.send(page.action, new URLSearchParams({ email: 'pages@example.com', password: 'x' }));
    expect(throttled.status).toBe(429);
    expectUnframeableStrictPage(throttled, await throttled.text());
  });

  it("sends them with the provider's own sign-out question (RP-initiated logout), in the same layout", async () => {
    const tab = new Tab();
    await completeSignIn(server.origin, await openLoginPage(server.origin, tab), DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const response = await tab.send(new URL(`${server.origin}/oidc/session/end?client_id=${CONSOLE_CLIENT_ID}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="op.logoutForm"');
    expect(html).toContain('Yes, sign me out');
    expectUnframeableStrictPage(response, html);
  });

  it('lets the one page the provider makes with a script (its self-submitting form) run exactly that script', async () => {
    const response = await fetch(`${server.origin}/oidc/session/end?client_id=${CONSOLE_CLIENT_ID}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'none'", `'sha256-${createHash('sha256').update(script ?? '').digest('base64')}'`]);
  });

  it("sends them with the provider's error page", async () => {
    const discovery = await discover(server.origin);
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({ client_id: 'no-such-client', response_type: 'code', scope: 'openid' }).toString();
    const response = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(response.status).toBe(400);
    expectUnframeableStrictPage(response, await response.text());
  });
});

describe('signing out as the console does', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await env.start();
  });

  it('ends the provider session: before, a new authorization signs in at once; after, it asks for the password', async () => {
    const tab = new Tab();
    const idToken = await completeSignIn(server.origin, await openLoginPage(server.origin, tab), DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const discovery = await discover(server.origin);
    // Single sign-on while the provider session lives.
    const again = await tab.follow(authorization(server.origin, discovery.authorization_endpoint).url);
    expect(again.url.pathname).toBe('/login/callback');
    expect(again.url.searchParams.get('code')).toBeTruthy();

    expect((await callApi(server.origin, '/api/admin/province', { token: idToken })).status).toBe(200);
    await endProviderSession(`${server.origin}/oidc`, idToken);
    expect((await callApi(server.origin, '/api/admin/province', { token: idToken })).status).toBe(401);

    const afterSignOut = await tab.follow(authorization(server.origin, discovery.authorization_endpoint).url);
    expect(afterSignOut.response?.status).toBe(200);
    expect(await afterSignOut.response?.text()).toContain('name="password"');
  });

  it('refuses to end a session without a valid id token of the console (401 JSON), and only answers POST', async () => {
    const endpoint = `${server.origin}/oidc/sign-out`;
    const missing = await fetch(endpoint, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: string }).error).toEqual(expect.any(String));
    const forged = await fetch(endpoint, { method: 'POST', headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
    await forged.body?.cancel();
    const get = await fetch(endpoint);
    expect(get.status).toBe(405);
    await get.body?.cancel();
  });

  it('gives every id token the session it belongs to (sid)', async () => {
    const idToken = await completeSignIn(server.origin, await openLoginPage(server.origin), DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(decodeJwt(idToken).sid).toEqual(expect.any(String));
  });
});
