/** `npm run screens:diff -- [--json] [--out FILE] [BASE] [HEAD]`: semantic diff of screen definitions and entity schemas (see scripts/screens/diff/README.md). */
import { fileURLToPath } from 'node:url';
import { runScreensDiff } from './screens/diff/cli';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = await runScreensDiff(process.argv.slice(2), { root, cwd: process.cwd() });
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.code;
