// Runs shell commands side by side and succeeds only if every one does: `node scripts/side-by-side.mjs
// "<command>" "<command>" …`. Each command's output is kept and printed whole when it ends, under
// a line naming it, its time and how it ended, so the logs of two commands never interleave.
// The first command to fail stops the others. `npm test` runs the lint beside the type check,
// the definition checks and the build: the lint alone keeps one core busy for about a minute.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

/** The commands still running, each in a process group of its own (so stopping one stops what it started). */
const running = new Set();
let failed = false;

function stopOthers() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function run(command) {
  const started = Date.now();
  const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ended = code === 0 ? 'passed' : failed && signal ? 'stopped' : `failed (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`\n── ${command}: ${ended} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0 && !failed) {
        failed = true;
        stopOthers();
      }
      resolve();
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    failed = true;
    stopOthers();
  });
}

await Promise.all(commands.map(run));
process.exit(failed ? 1 : 0);
