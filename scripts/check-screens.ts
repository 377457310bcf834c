/** `npm run screens:check`: every problem in screens/**\/*.screen.json, non-zero exit when any. */
import { fileURLToPath } from 'node:url';
import { checkScreens, readScreenFiles } from './screens/checkScreens';
import { consoleCheckContext, consoleCheckContextWithRoutes } from './screens/consoleCheckContext.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// The console's own definitions call its services: their endpoints are held to the services' routes.
const dir = process.argv[2] ?? 'screens';
const { files, problems: unreadable } = await readScreenFiles(root, dir);
const problems = [...unreadable, ...checkScreens(files, await (dir === 'screens' ? consoleCheckContextWithRoutes(root) : consoleCheckContext(root)))];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${dir}/`);
  process.exitCode = 1;
} else {
  console.log(`${files.length} screen definition${files.length === 1 ? '' : 's'} checked: no problems`);
}
