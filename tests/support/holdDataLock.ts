/**
 * A second process for the data-lock tests: takes the lock of a data folder, says `locked`,
 * then either holds it until SIGTERM (`hold`) or ends at once (`exit`).
 * Usage: node --import tsx tests/support/holdDataLock.ts <dir> <port> <command> <hold|exit>
 */
import { acquireDataLock } from '../../server/dataLock';

const [dir, port, command, mode] = process.argv.slice(2);
if (!dir || !port || !command || (mode !== 'hold' && mode !== 'exit')) throw new Error('usage: holdDataLock <dir> <port> <command> <hold|exit>');
acquireDataLock(dir, { port: Number(port), command });
process.stdout.write('locked\n');
if (mode === 'hold') {
  const timer = setInterval(() => undefined, 60_000);
  process.once('SIGTERM', () => {
    clearInterval(timer);
    process.exit(0);
  });
}
