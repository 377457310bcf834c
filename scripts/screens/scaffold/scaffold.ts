import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import type { ScreenDefinition } from '../../../runtime/generated/screen';
import { openedRoutes } from '../../../runtime/kinds/catalogue/openedRoutes';
import { toolsOfKind } from '../../../runtime/kinds/toolRegistry';
import { checkScreens, formatProblem, readScreenFiles, type ScreenFile } from '../checkScreens';
import { unknownRouteProblem } from '../navigationRules';
import { formatScreenValue } from '../../../runtime/tooling/format/formatScreen';
import { nameShared } from '../../../runtime/tooling/shared/nameShared';
import { consoleAddress } from './address';
import { collectRequest, parseFlags, usage, usedBy, type Asker, type ScaffoldContext } from './collect';
import { entityNames, readEntity, type Entity } from '../../../runtime/tooling/scaffold/entities';
import { ScaffoldError, type ScaffoldRequest } from '../../../runtime/tooling/scaffold/request';
import { whatToFillNext } from './nextSteps';
import { consoleCheckContext } from '../consoleCheckContext.ts';

/** A definition ready to be written. */
export interface Scaffolded {
  file: string;
  screen: ScreenDefinition;
  /** The canonical text written. */
  text: string;
}

/** The definition of a request, refused when it would clash with another one or fail the checker. */
export async function scaffoldScreen(request: ScaffoldRequest, entity: Entity | undefined, root: string, screens: readonly ScreenFile[]): Promise<Scaffolded> {
  // The request is of the kind it names: its kind's scaffold builds it (runtime/kinds/<kind>/tools.ts).
  const screen: ScreenDefinition = toolsOfKind(request.kind).scaffold.build(request, entity);
  const others = screens.filter(({ file }) => file !== request.file);
  const routeUser = usedBy(others, { route: request.route });
  if (routeUser) throw new ScaffoldError(`--route ${JSON.stringify(request.route)} is already used by ${routeUser}`);
  const menuUser = screen.menu ? usedBy(others, { menu: screen.menu }) : undefined;
  if (menuUser) throw new ScaffoldError(`--label ${JSON.stringify(request.label)} is already in the menu${request.group ? ` group ${request.group}` : ''} (${menuUser}): choose another --label`);

  // What the project shares (the Refresh button, paging presets…) is written by name, as every screen does.
  const shared = screens.find((other) => other.shared !== undefined)?.shared;
  const text = formatScreenValue(nameShared(screen, shared));
  const context = await consoleCheckContext(root);
  const before = new Set(checkScreens(others, context).map(formatProblem));
  // A form or list screen asked for (`--form-route`, `--list-route`) may be written next: the checklist says so.
  const awaited = openedRoutes(screen).map((route) => unknownRouteProblem({ pointer: '', route }, new Set()) ?? '');
  const problems = checkScreens([...others, { file: request.file, data: JSON.parse(text) as unknown, ...(shared ? { shared } : {}) }], context).map(formatProblem).filter(
    (problem) => !before.has(problem) && !awaited.some((message) => problem.endsWith(`: ${message}`)),
  );
  if (problems.length > 0) {
    throw new ScaffoldError(`the definition would not pass screens:check, nothing written:\n${problems.join('\n')}`, 1);
  }
  return { file: request.file, screen, text };
}

export interface ScaffoldIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** Ask for what the flags do not give (a terminal); otherwise missing flags are refused. */
  interactive: boolean;
  /** The environment: `PORT` says where `npm run dev` serves the new screen. */
  env: Readonly<Record<string, string | undefined>>;
}

/** An asker over a line stream (node:readline/promises); input ending before an answer is a refusal. */
export function readlineAsker(input: Readable, output: Writable): Asker & { close(): void } {
  const terminal = (output as Writable & { isTTY?: boolean }).isTTY === true;
  const lines = createInterface({ input, output, terminal });
  const ended = new AbortController();
  lines.once('close', () => ended.abort());
  return {
    async ask(question) {
      if (ended.signal.aborted) throw new ScaffoldError('input ended before every question was answered');
      try {
        return await lines.question(question, { signal: ended.signal });
      } catch (error) {
        if (ended.signal.aborted) throw new ScaffoldError('input ended before every question was answered');
        throw error;
      }
    },
    say(line) {
      output.write(`${line}\n`);
    },
    close() {
      lines.close();
    },
  };
}

/** `npm run screens:new`: the exit code (0 written, 2 refused, 1 the result failed the checker). */
export async function runScaffold(argv: readonly string[], root: string, io: ScaffoldIo): Promise<number> {
  const print = (stream: Writable, text: string) => stream.write(`${text}\n`);
  let asker: (Asker & { close(): void }) | undefined;
  try {
    const flags = parseFlags(argv);
    if (flags.has('help')) {
      print(io.stdout, usage());
      return 0;
    }
    const { files: screens } = await readScreenFiles(root, 'screens');
    const context: ScaffoldContext = { root, entities: await entityNames(root), screens, loadEntity: (name) => readEntity(root, name) };
    if (io.interactive) asker = readlineAsker(io.stdin, io.stdout);
    const { request, entity } = await collectRequest(flags, context, asker);
    asker?.close();
    asker = undefined;
    const result = await scaffoldScreen(request, entity, root, screens);
    await mkdir(dirname(join(root, result.file)), { recursive: true });
    await writeFile(join(root, result.file), result.text, 'utf8');
    print(io.stdout, `\nWrote ${result.file} (${summary(result.screen)}).\n`);
    const written = JSON.parse(result.text) as ScreenDefinition;
    print(io.stdout, whatToFillNext(result.file, written, screens.filter(({ file }) => file !== result.file), consoleAddress(io.env)));
    return 0;
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    print(io.stderr, error.message);
    return error.exitCode;
  } finally {
    asker?.close();
  }
}

/** What was written, in one line: its kind's summary. */
function summary(screen: ScreenDefinition): string {
  return toolsOfKind(screen.kind).scaffold.summary(screen);
}
