/** The port `npm start` and `npm run dev` listen on without `PORT` (server/settings.ts). */
export const DEFAULT_PORT = 5173;

/**
 * Where `npm run dev` serves the console for this environment: `http://127.0.0.1:<PORT>`. A
 * `PORT` that is not a positive whole number is left to the server to refuse; the default is shown.
 */
export function consoleAddress(env: Readonly<Record<string, string | undefined>>): string {
  const port = Number(env.PORT);
  return `http://127.0.0.1:${env.PORT && Number.isInteger(port) && port > 0 ? port : DEFAULT_PORT}`;
}
