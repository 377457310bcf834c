/**
 * The servers the browser tests run against (started by playwright.config.ts). E2E_PORT_BASE moves
 * all three (base, base + 1, base + 2) so two checkouts can run their browser tests side by side.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 5191);
export const MAIN_PORT = PORT_BASE;
export const SHORT_SESSION_PORT = PORT_BASE + 1;
/** Tokens of the second server live 20 s, inside the 5-minute warning window from the start. */
export const SHORT_TOKEN_TTL_SECONDS = 20;
/** `npm run dev` (Vite middleware, hot reload) for the live-reload test of definitions. */
export const DEV_PORT = PORT_BASE + 2;
/** What tests/e2e/support/startServers.ts prints once all three answer (playwright.config.ts waits for it). */
export const SERVERS_READY = 'console servers ready';

/** Names the seeded embedded database a test server copies for its own (startServers.ts). */
export const DATABASE_TEMPLATE_ENV = 'E2E_DATABASE_TEMPLATE';
