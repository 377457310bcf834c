import { resolve } from 'node:path';
import { DEFAULT_POSTAL_CODES } from './db/seed/seed';

/** Everything the console's single process is configured with; read once from the environment. */
export interface ServerSettings {
  port: number;
  /** Host the server binds to; loopback only. */
  host: string;
  /** Public origin of the console, e.g. http://127.0.0.1:5173 (no trailing slash). */
  origin: string;
  /** Folder for the embedded database and the identity provider's keys. */
  dataDir: string;
  /** postgres://… to use a real PostgreSQL instead of the embedded database. */
  databaseUrl: string | undefined;
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

export const DEFAULT_PORT = 5173;
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
/** The console's page listing the upgrade sheet's pending rows (screens/orders/upgrade-sheet.screen.json). */
export const UPGRADE_SHEET_PAGE = '/secure/orders/upgrade-automation/sheet';

/** The upgrade sheet of the reference setup, served by the console at `origin`: its own sheet page. */
export function upgradeSheetPage(origin: string): string {
  return `${origin}${UPGRADE_SHEET_PAGE}`;
}

export function readSettings(env: Env = process.env, argv: string[] = process.argv.slice(2)): ServerSettings {
  const port = positiveInteger(env.PORT, 'PORT') ?? DEFAULT_PORT;
  const host = '127.0.0.1';
  return {
    port,
    host,
    origin: `http://${host}:${port}`,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    tokenTtlSeconds: positiveInteger(env.TOKEN_TTL_SECONDS, 'TOKEN_TTL_SECONDS') ?? DEFAULT_TOKEN_TTL_SECONDS,
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

function positiveInteger(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}
