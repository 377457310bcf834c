import { createHash, randomBytes } from 'node:crypto';

/** A staff member of the demo seed (server/identity/accounts.ts). */
export const DEMO_ACCOUNT = { email: 'alex.morgan@example.com', password: 'console-demo', name: 'Alex Morgan' } as const;
export const CONSOLE_CLIENT_ID = 'console';
export const CONSOLE_SCOPE = 'openid profile email offline_access';

export interface TokenSet {
  idToken: string;
  accessToken: string;
  refreshToken: string | undefined;
  expiresIn: number;
}

export interface LoginAttempt {
  status: number;
  body: string;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  issuer: string;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** The cookies a browser would keep for one origin: by name and path, honouring deletions. */
export class CookieJar {
  private readonly cookies: StoredCookie[] = [];

  /** Records the response's `set-cookie` headers (requested from `url`). */
  store(response: Response, url: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      let path = defaultPath(url);
      let expired = false;
      for (const attribute of attributes) {
        const [rawKey = '', ...rest] = attribute.split('=');
        const key = rawKey.trim().toLowerCase();
        const attributeValue = rest.join('=').trim();
        if (key === 'path' && attributeValue.startsWith('/')) path = attributeValue;
        if (key === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      const index = this.cookies.findIndex((cookie) => cookie.name === name && cookie.path === path);
      if (index >= 0) this.cookies.splice(index, 1);
      if (!expired) this.cookies.push({ name, value, path });
    }
  }

  /** The `cookie` header for a request to `url`, or undefined when no cookie applies. */
  header(url: URL): string | undefined {
    const matching = this.cookies
      .filter((cookie) => pathMatches(url.pathname, cookie.path))
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length > 0 ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') : undefined;
  }
}

function defaultPath(url: URL): string {
  const slash = url.pathname.lastIndexOf('/');
  return slash <= 0 ? '/' : url.pathname.slice(0, slash);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

/** One browser-like tab: manual redirects, cookies kept in a jar. */
class Browser {
  readonly jar = new CookieJar();

  async request(url: URL, init: { method?: string; form?: URLSearchParams } = {}): Promise<Response> {
    const headers = new Headers({ accept: 'text/html,application/json' });
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    if (init.form) headers.set('content-type', 'application/x-www-form-urlencoded');
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? init.form.toString() : undefined,
      redirect: 'manual',
    });
    this.jar.store(response, url);
    return response;
  }
}

const MAX_STEPS = 15;

export async function discover(origin: string): Promise<Discovery> {
  const response = await fetch(`${origin}/oidc/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Discovery failed: ${response.status}`);
  return (await response.json()) as Discovery;
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

interface AuthorizationRequest {
  url: URL;
  redirectUri: string;
  state: string;
  codeVerifier: string;
}

function authorizationRequest(origin: string, discovery: Discovery): AuthorizationRequest {
  const redirectUri = `${origin}/login/callback`;
  const codeVerifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: CONSOLE_SCOPE,
    code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
    state,
    nonce: base64url(randomBytes(16)),
  }).toString();
  return { url, redirectUri, state, codeVerifier };
}

interface LoginForm {
  action: URL;
  /** The hidden and pre-filled inputs of the form, as a browser would send them. */
  fields: URLSearchParams;
}

/** Follows redirects from the authorization request to the provider's sign-in page. */
async function openLoginPage(browser: Browser, request: AuthorizationRequest): Promise<LoginForm> {
  let url = request.url;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const response = await browser.request(url);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    const body = await response.text();
    if (response.status !== 200) throw new Error(`Expected the sign-in page at ${url.href}, got ${response.status}: ${body.slice(0, 300)}`);
    return parseLoginForm(body, url);
  }
  throw new Error('Too many redirects before the sign-in page');
}

function parseLoginForm(html: string, pageUrl: URL): LoginForm {
  const form = /<form\b[^>]*\baction="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form?.[1]) throw new Error(`No sign-in form on ${pageUrl.href}`);
  const fields = new URLSearchParams();
  for (const input of (form[2] ?? '').matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input[0])?.[1];
    const value = /\bvalue="([^"]*)"/i.exec(input[0])?.[1];
    if (name) fields.set(name, decodeEntities(value ?? ''));
  }
  return { action: new URL(decodeEntities(form[1]), pageUrl), fields };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function submitLogin(browser: Browser, form: LoginForm, email: string, password: string): Promise<Response> {
  const fields = new URLSearchParams(form.fields);
  fields.set('email', email);
  fields.set('password', password);
  return browser.request(form.action, { method: 'POST', form: fields });
}

/** Follows redirects after the login until the provider sends the browser back with a code. */
async function followToCallback(browser: Browser, first: Response, from: URL, request: AuthorizationRequest): Promise<string> {
  let response = first;
  let url = from;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`Sign-in stopped at ${url.href} with ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
    await response.body?.cancel();
    url = new URL(location, url);
    if (`${url.origin}${url.pathname}` === request.redirectUri) {
      const error = url.searchParams.get('error');
      if (error) throw new Error(`Sign-in failed: ${error} ${url.searchParams.get('error_description') ?? ''}`);
      if (url.searchParams.get('state') !== request.state) throw new Error('The callback carries the wrong state');
      const code = url.searchParams.get('code');
      if (!code) throw new Error(`The callback has no code: ${url.href}`);
      return code;
    }
    response = await browser.request(url);
  }
  throw new Error('Too many redirects after the sign-in');
}

interface TokenResponse {
  id_token?: string;
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

async function tokenRequest(tokenEndpoint: string, params: Record<string, string>): Promise<TokenSet> {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(params).toString(),
  });
  const body = (await response.json()) as TokenResponse;
  if (!response.ok || !body.id_token || !body.access_token) {
    throw new Error(`Token request failed (${response.status}): ${body.error ?? ''} ${body.error_description ?? ''}`);
  }
  return {
    idToken: body.id_token,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresIn: body.expires_in ?? 0,
  };
}

/**
 * Signs in as a browser would: authorization request with PKCE (S256), the provider's login
 * form, redirects back to the console's callback, then the code exchange at the token endpoint.
 */
export async function signIn(
  origin: string,
  account: { email: string; password: string } = DEMO_ACCOUNT,
): Promise<TokenSet> {
  const discovery = await discover(origin);
  const request = authorizationRequest(origin, discovery);
  const browser = new Browser();
  const form = await openLoginPage(browser, request);
  const response = await submitLogin(browser, form, account.email, account.password);
  const code = await followToCallback(browser, response, form.action, request);
  return tokenRequest(discovery.token_endpoint, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: request.redirectUri,
    client_id: CONSOLE_CLIENT_ID,
    code_verifier: request.codeVerifier,
  });
}

/** Submits the sign-in form once and returns what the provider answered (status and page). */
export async function tryPassword(origin: string, email: string, password: string): Promise<LoginAttempt> {
  const discovery = await discover(origin);
  const request = authorizationRequest(origin, discovery);
  const browser = new Browser();
  const form = await openLoginPage(browser, request);
  const response = await submitLogin(browser, form, email, password);
  return { status: response.status, body: await response.text() };
}

/** The refresh-token grant the console's 'Refresh Session' uses. */
export async function refreshTokens(origin: string, refreshToken: string): Promise<TokenSet> {
  const discovery = await discover(origin);
  return tokenRequest(discovery.token_endpoint, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: CONSOLE_CLIENT_ID,
  });
}
