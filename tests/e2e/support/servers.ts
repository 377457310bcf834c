/** The two servers the browser tests run against (started by playwright.config.ts). */
export const MAIN_PORT = 5191;
export const SHORT_SESSION_PORT = 5192;
/** Tokens of the second server live 20 s, inside the 5-minute warning window from the start. */
export const SHORT_TOKEN_TTL_SECONDS = 20;
/** `npm run dev` (Vite middleware, hot reload) for the live-reload test of definitions. */
export const DEV_PORT = 5193;
