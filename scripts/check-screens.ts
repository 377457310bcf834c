/**
 * `npm run screens:check [-- [--json] [dir]]`: every problem in <dir>/**\/*.screen.json (default
 * screens/), non-zero exit when any. `--json` prints each problem as one JSON object per line
 * (code, file, pointer, message, fix: docs/screens-check-codes.md) and nothing else on stdout.
 */
import { fileURLToPath } from 'node:url';
import { checkScreens, formatProblem, readScreenFiles } from './screens/checkScreens';
import { consoleCheckContext, consoleCheckContextWithRoutes } from './screens/consoleCheckContext.ts';
import { suggestedFix } from '../runtime/tooling/problems.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const json = args.includes('--json');
const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--json');
if (unknown.length > 0) {
  console.error(`unknown option ${unknown.join(', ')} (usage: npm run screens:check -- [--json] [dir])`);
  process.exit(2);
}
const dir = args.find((arg) => !arg.startsWith('-')) ?? 'screens';
const { files, problems: unreadable } = await readScreenFiles(root, dir);
// The console's own definitions call its services: their endpoints are held to the services' routes.
const problems = [...unreadable, ...checkScreens(files, await (dir === 'screens' ? consoleCheckContextWithRoutes(root) : consoleCheckContext(root)))];
if (json) {
  // JSON Lines: one problem per line, keys in a fixed order; the summary stays off stdout.
  for (const problem of problems) {
    const { code, file, pointer, message } = problem;
    const fix = suggestedFix(problem);
    console.log(JSON.stringify({ code, file, pointer, message, ...(fix === undefined ? {} : { fix }) }));
  }
}
if (problems.length > 0) {
  if (!json) console.error(problems.map(formatProblem).join('\n'));
  console.error(`${json ? '' : '\n'}${problems.length} problem${problems.length === 1 ? '' : 's'} in ${dir}/`);
  process.exitCode = 1;
} else {
  const summary = `${files.length} screen definition${files.length === 1 ? '' : 's'} checked: no problems`;
  if (json) console.error(summary);
  else console.log(summary);
}
