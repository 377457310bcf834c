/**
 * `npm run screens:new`: writes a new screen definition (grid or dashboard) that passes
 * `npm run screens:check` and is canonically formatted, then prints what to fill next.
 * On a terminal it asks for whatever the flags do not give; `--help` lists the flags.
 */
import { fileURLToPath } from 'node:url';
import { runScaffold } from './screens/scaffold/scaffold';

const root = fileURLToPath(new URL('..', import.meta.url));
process.exitCode = await runScaffold(process.argv.slice(2), root, {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  interactive: process.stdin.isTTY === true && process.stdout.isTTY === true,
  env: process.env,
});
