/**
 * `npm run screens:format`: rewrites screens/**\/*.screen.json canonically (key order of the
 * meta-schema, one-line values up to 100 columns; see scripts/screens/format/).
 * `npm run screens:format -- --check`: only lists the files that are not canonical (exit 1).
 * Files or folders given after the options replace screens/.
 */
import { fileURLToPath } from 'node:url';
import { formatScreenFiles, screenFilesOf } from './screens/format/files';

const USAGE = 'usage: npm run screens:format -- [--check] [file-or-folder …]   (default folder: screens/)';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const check = args.includes('--check');
const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--check');

if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
} else if (unknown.length > 0) {
  console.error(`unknown option ${unknown.join(', ')}\n${USAGE}`);
  process.exitCode = 2;
} else {
  await main();
}

async function main(): Promise<void> {
  const paths = args.filter((arg) => !arg.startsWith('-'));
  let files: string[];
  try {
    files = await screenFilesOf(root, paths.length > 0 ? paths : ['screens'], paths.length > 0 ? process.cwd() : root);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  const outcomes = await formatScreenFiles(root, files, { write: !check });
  const broken = outcomes.filter((outcome) => outcome.status === 'not-json');
  for (const { file, error } of broken) console.error(`${file}: not valid JSON (${error ?? 'unreadable'}), left as it is`);
  const count = (n: number) => `${n} screen definition${n === 1 ? '' : 's'}`;
  if (check) {
    const off = outcomes.filter((outcome) => outcome.status === 'not-canonical');
    for (const { file } of off) console.error(`${file}: not canonically formatted`);
    if (off.length > 0) console.error(`\n${count(off.length)} not canonical: run npm run screens:format`);
    else if (broken.length === 0) console.log(`${count(outcomes.length)} checked: all canonical`);
    if (off.length > 0 || broken.length > 0) process.exitCode = 1;
    return;
  }
  const rewritten = outcomes.filter((outcome) => outcome.status === 'reformatted');
  for (const { file } of rewritten) console.log(`formatted ${file}`);
  console.log(`${count(outcomes.length)}: ${rewritten.length} reformatted, ${outcomes.length - rewritten.length - broken.length} already canonical`);
  if (broken.length > 0) process.exitCode = 1;
}
