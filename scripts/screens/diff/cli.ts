/**
 * `npm run screens:diff -- [--json] [--out FILE] [BASE] [HEAD]`: BASE and HEAD are git revisions
 * or folders; BASE defaults to `main`, HEAD to the working tree. Prints Markdown (or the model as
 * JSON), or writes it to FILE, and exits with 0 whatever the diff says; 2 on a usage error.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { diffScreens } from './diffScreens';
import { isDirectory, isProjectFolder, isRevision, loadFolder, loadRevision, UsageError, type Side } from './load';
import { code } from '../../../runtime/tooling/diff/markdown';
import type { Unreadable } from '../../../runtime/tooling/diff/model';
import { renderMarkdown } from './render';

export const USAGE = `Usage: npm run screens:diff -- [--json] [--out FILE] [BASE] [HEAD]

Semantic diff of screens/**/*.screen.json, their shared definitions (screens/shared/*.json)
and schemas/entities/*.schema.json, as Markdown for a pull-request comment (or, with --json,
the same model as JSON). A changed shared entry is listed with the screens naming it, and
shows in each of their sections.

  BASE        git revision or folder (default: main)
  HEAD        git revision or folder (default: the working tree)
  --out FILE  write the report to FILE (and print nothing) instead of printing it

npm prints a banner before a script's output: when a program reads the output, run
npm run -s screens:diff -- --json (or write it with --out).

A folder holds screens/ and schemas/entities/ (a project root, a checkout, a fixture).
An existing folder wins over a revision of the same name.`;

export interface RunOptions {
  /** The project root: the git repository to read revisions from, and the working tree. */
  root: string;
  /** Where folder arguments are resolved from (default: the root). */
  cwd?: string;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

interface Args {
  json: boolean;
  help: boolean;
  /** `--out FILE`: where to write the report instead of printing it. */
  out?: string;
  base: string;
  head?: string;
}

export function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  let json = false;
  let help = false;
  let out: string | undefined;
  let options = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (options && arg === '--') options = false;
    else if (options && arg === '--json') json = true;
    else if (options && (arg === '--help' || arg === '-h')) help = true;
    else if (options && (arg === '--out' || arg.startsWith('--out='))) {
      out = arg === '--out' ? argv[++i] : arg.slice('--out='.length);
      if (!out || (arg === '--out' && out.startsWith('-'))) throw new UsageError('--out needs a file name');
    } else if (options && arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length > 2) throw new UsageError(`too many arguments: ${positional.join(' ')} (give at most BASE and HEAD)`);
  const [base = 'main', head] = positional;
  return { json, help, ...(out === undefined ? {} : { out }), base, ...(head === undefined ? {} : { head }) };
}

/** A side read from a folder or a revision, and how the report names it. */
async function readSide(arg: string | undefined, role: string, options: Required<RunOptions>): Promise<{ side: Side; label: string }> {
  if (arg === undefined) return { side: await loadFolder(options.root), label: 'working tree' };
  const dir = resolve(options.cwd, arg);
  if (await isDirectory(dir)) {
    if (!(await isProjectFolder(dir))) throw new UsageError(`${role} folder ${arg} holds neither screens/ nor schemas/entities/`);
    return { side: await loadFolder(dir), label: code(arg) };
  }
  if (await isRevision(options.root, arg)) return { side: await loadRevision(options.root, arg), label: code(arg) };
  const looksLikePath = arg.startsWith('.') || arg.startsWith('/') || arg.includes('\\') || (arg.includes('/') && !arg.includes('~') && !arg.includes('^'));
  throw new UsageError(looksLikePath ? `${role} folder not found: ${arg}` : `${role} is neither a folder nor a known git revision: ${arg}`);
}

/** `--out`: the report alone in the file, nothing printed; a file that cannot be written is an error (1). */
async function writeReport(path: string, name: string, report: string): Promise<RunResult> {
  try {
    await writeFile(path, report, 'utf8');
    return { code: 0, stdout: '', stderr: '' };
  } catch (error) {
    return { code: 1, stdout: '', stderr: `screens:diff: cannot write ${name}: ${(error as Error).message}\n` };
  }
}

function sharedFiles(side: Side): Array<{ file: string; data: unknown }> {
  return [...side.shared].map(([file, data]) => ({ file, data }));
}

function tag(side: Side, name: Unreadable['side']): Unreadable[] {
  return side.unreadable.map((item) => ({ side: name, ...item }));
}

export async function runScreensDiff(argv: string[], options: RunOptions): Promise<RunResult> {
  const settings = { root: options.root, cwd: options.cwd ?? options.root };
  try {
    const args = parseArgs(argv);
    if (args.help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
    const base = await readSide(args.base, 'BASE', settings);
    const head = await readSide(args.head, 'HEAD', settings);
    const model = diffScreens(base.side.screens, head.side.screens, base.side.entities, head.side.entities, {
      unreadable: [...tag(base.side, 'before'), ...tag(head.side, 'after')],
      shared: { before: sharedFiles(base.side), after: sharedFiles(head.side) },
    });
    const report = args.json ? `${JSON.stringify(model, null, 2)}\n` : renderMarkdown(model, { base: base.label, head: head.label });
    if (args.out === undefined) return { code: 0, stdout: report, stderr: '' };
    return await writeReport(resolve(settings.cwd, args.out), args.out, report);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: '', stderr: `screens:diff: ${error.message}\n\n${USAGE}\n` };
    throw error;
  }
}
