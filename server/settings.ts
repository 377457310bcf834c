import { resolve } from 'node:path';
import { DEFAULT_PORT } from './defaultPort';
import { DEFAULT_POSTAL_CODES } from './db/seed/seed';

/** Everything a console process is configured with; read once from the environment. */
export interface ServerSettings {
  port: number;
  /** Address the server binds to (HOST): loopback unless set (0.0.0.0 for a load balancer on another machine). */
  host: string;
  /** Public origin of the console, e.g. http://127.0.0.1:5173 (no trailing slash): PUBLIC_ORIGIN, else http://127.0.0.1:<port>. */
  origin: string;
  /**
   * PUBLIC_ORIGIN as set: the one address every process behind a load balancer answers for (the
   * identity provider's issuer, the console's redirect and service addresses). Unset, each
   * process is its own origin, `http://<host>:<bound port>`.
   */
  publicOrigin?: string | undefined;
  /** TRUST_PROXY: the client's address and protocol are read from X-Forwarded-For / -Proto (set it only behind a proxy that sets them). */
  trustProxy?: boolean;
  /** IDENTITY_SIGNING_KEYS as set (identity/keys.ts): the provider's signing keys, shared by every process. */
  identitySigningKeys?: string | undefined;
  /** IDENTITY_COOKIE_KEYS as set (identity/keys.ts): the secrets that sign the provider's cookies. */
  identityCookieKeys?: string | undefined;
  /** Folder for the embedded database and the identity provider's keys. */
  dataDir: string;
  /** postgres://… to use a real PostgreSQL instead of the embedded database. */
  databaseUrl: string | undefined;
  /** SHUTDOWN_GRACE_SECONDS (default 10) in ms: on SIGTERM/SIGINT, how long requests in flight may take to finish before they are cut. */
  shutdownGraceMs?: number;
  /** Lifetime of id and access tokens, in seconds. */
  tokenTtlSeconds: number;
  /** Environment name shown beside the version badge. */
  environmentName: string;
  /** Postal codes generated on first start. */
  seedPostalCodes: number;
  /**
   * The key ops credential passwords are encrypted with (OPS_CREDENTIALS_KEY: 64 hex digits or
   * base64 of 32 bytes); unset, a key made in `dataDir` on first start (ops-credentials.key, 0600).
   */
  opsCredentialsKey?: string | undefined;
  /** A JSON file served as /config.json instead of the generated one (points the console elsewhere). */
  consoleConfigFile: string | undefined;
  /** The upgrade spreadsheet's address, served as /config.json's `links.upgradeSheet` (UPGRADE_SHEET_URL); unset, the console's own sheet page (upgradeSheetPage). */
  upgradeSheetUrl?: string | undefined;
  /**
   * Only for `npm run bench`: a folder served under /bench/ (its hand-written AG Grid page, on the
   * console's origin). Unset, as in production, nothing is served there.
   */
  benchStaticDir?: string | undefined;
}

type Env = Record<string, string | undefined>;

export { DEFAULT_PORT };
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 10;
/** The console's page listing the upgrade sheet's pending rows (screens/orders/upgrade-sheet.screen.json). */
export const UPGRADE_SHEET_PAGE = '/secure/orders/upgrade-automation/sheet';

/** The upgrade sheet of the reference setup, served by the console at `origin`: its own sheet page. */
export function upgradeSheetPage(origin: string): string {
  return `${origin}${UPGRADE_SHEET_PAGE}`;
}

export function readSettings(env: Env = process.env, argv: string[] = process.argv.slice(2)): ServerSettings {
  const port = positiveInteger(env.PORT, 'PORT') ?? DEFAULT_PORT;
  const host = env.HOST || '127.0.0.1';
  const publicOrigin = originOnly(env.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN');
  const databaseUrl = env.DATABASE_URL || undefined;
  const identitySigningKeys = env.IDENTITY_SIGNING_KEYS || undefined;
  const identityCookieKeys = env.IDENTITY_COOKIE_KEYS || undefined;
  // Several processes behind one origin must share the keys: refuse rather than sign with one's own.
  if (publicOrigin && databaseUrl && !(identitySigningKeys && identityCookieKeys && env.OPS_CREDENTIALS_KEY)) {
    throw new Error(
      'PUBLIC_ORIGIN with DATABASE_URL is the setup of several processes behind a load balancer: they must share their keys. Set IDENTITY_SIGNING_KEYS, IDENTITY_COOKIE_KEYS and OPS_CREDENTIALS_KEY (npx tsx server/identity/newKeys.ts prints new ones), the same for every process.',
    );
  }
  return {
    port,
    host,
    origin: publicOrigin ?? `http://127.0.0.1:${port}`,
    publicOrigin,
    trustProxy: flag(env.TRUST_PROXY, 'TRUST_PROXY'),
    identitySigningKeys,
    identityCookieKeys,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl,
    tokenTtlSeconds: positiveInteger(env.TOKEN_TTL_SECONDS, 'TOKEN_TTL_SECONDS') ?? DEFAULT_TOKEN_TTL_SECONDS,
    shutdownGraceMs: (wholeNumber(env.SHUTDOWN_GRACE_SECONDS, 'SHUTDOWN_GRACE_SECONDS') ?? DEFAULT_SHUTDOWN_GRACE_SECONDS) * 1000,
    environmentName: env.ENVIRONMENT_NAME || 'Production',
    seedPostalCodes:
      positiveInteger(flagValue(argv, '--seed-scale') ?? env.SEED_POSTAL_CODES, 'SEED_POSTAL_CODES') ??
      DEFAULT_POSTAL_CODES,
    consoleConfigFile: env.CONSOLE_CONFIG || undefined,
    opsCredentialsKey: env.OPS_CREDENTIALS_KEY || undefined,
    upgradeSheetUrl: httpUrl(env.UPGRADE_SHEET_URL, 'UPGRADE_SHEET_URL'),
    benchStaticDir: env.BENCH_STATIC_DIR ? resolve(env.BENCH_STATIC_DIR) : undefined,
  };
}

function flagValue(argv: string[], flag: string): string | undefined {
  const inline = argv.find((arg) => arg.startsWith(`${flag}=`));
  if (inline) return inline.slice(flag.length + 1);
  const index = argv.indexOf(flag);
  return index >= 0 ? argv[index + 1] : undefined;
}

function httpUrl(raw: string | undefined, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^https?:\/\/[^/]+/.test(raw) || !URL.canParse(raw)) throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  return raw;
}

/** An http(s) origin: scheme, host and port only (a trailing slash is dropped). */
function originOnly(raw: string | undefined, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(`${name} must be an origin such as https://console.example.com (no path), got "${raw}"`);
  }
  return url.origin;
}

function flag(raw: string | undefined, name: string): boolean {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

/** A whole number of 0 or more. */
function wholeNumber(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return value;
}

function positiveInteger(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}
