import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuGroup } from '../../../runtime/generated/screen';
import type { ScreenFile } from '../checkScreens';
import { kindTools, toolsOfKind, type KindFlag } from '../../../runtime/kinds/toolRegistry';
import type { Entity } from './entities';
import { defaultFile, MENU_GROUPS, parseFile, parseGroup, parseKind, parseRoute, parseText, parseYesNo, ScaffoldError, type ScaffoldKind, type ScaffoldRequest } from './request';

/** Flags of `npm run screens:new`, by name without dashes: a text or `true` for a switch. */
export type Flags = ReadonlyMap<string, string | true>;

/** One question of `screens:new`: its flag, how it is asked, and how its answer is read. */
export interface Question<T> {
  flag: string;
  question: string;
  /** Shown in the error when the flag is missing and nothing can be asked. */
  example?: string;
  /** Answer used when the flag is missing (asked: shown in brackets, taken on Enter). */
  fallback?: string;
  /** An empty answer or a missing flag means none. */
  optional?: boolean;
  parse(text: string): T | Promise<T>;
}

/** The flags every kind takes; a kind's own are its tools' `scaffold.flags`. */
const VALUE_FLAGS = ['kind', 'route', 'title', 'group', 'label', 'description', 'file'];
const SWITCHES = ['force', 'help'];

/** Whether a flag is a switch (`true`), takes a value (`false`), or is no flag of any kind (undefined). */
function isSwitch(name: string): boolean | undefined {
  if (SWITCHES.includes(name)) return true;
  if (VALUE_FLAGS.includes(name)) return false;
  for (const tools of Object.values(kindTools)) if (Object.hasOwn(tools.scaffold.flags, name)) return tools.scaffold.flags[name]?.takes === 'switch';
  return undefined;
}

/** A flag's line of the usage: the flag and its argument, then what it does, aligned. */
const usageLine = (flag: string, text: string) => `  ${flag.padEnd(28)} ${text}`;

/** The lines of the kinds' own flags (`scaffold.flags` in runtime/kinds/<kind>/tools.ts), a flag several kinds take first, each saying the kinds that take it. */
function kindFlagLines(): string[] {
  const flags = new Map<string, { usage: KindFlag['usage']; kinds: string[] }>();
  for (const [kind, tools] of Object.entries(kindTools)) {
    for (const [name, flag] of Object.entries(tools.scaffold.flags)) flags.set(name, { usage: flag.usage, kinds: [...(flags.get(name)?.kinds ?? []), kind] });
  }
  return [...flags]
    .sort(([, a], [, b]) => b.kinds.length - a.kinds.length)
    .map(([name, { usage, kinds }]) => usageLine(`--${name}${usage.argument ? ` ${usage.argument}` : ''}`, `${kinds.join(', ')}${usage.when ? `, ${usage.when}` : ''}: ${usage.says}`));
}

/** What `npm run screens:new -- --help` prints, and an unknown option is told with. */
export function usage(): string {
  return [
    'usage: npm run screens:new -- [options]   (on a terminal, whatever is not given is asked)',
    `  --kind ${Object.keys(kindTools).join('|')}  kind of screen (default grid)`,
    usageLine('--route /secure/…', 'route, e.g. /secure/places/warehouse'),
    usageLine('--title "…"', 'heading and tab title, e.g. "Warehouses"'),
    usageLine('--group "…"', `menu group: ${MENU_GROUPS.join(', ')} (omitted: a top entry)`),
    usageLine('--label "…"', 'menu label (default: the title)'),
    usageLine('--description "…"', 'what the screen is for'),
    ...kindFlagLines(),
    usageLine('--file screens/…screen.json', 'where to write (default: from the route)'),
    usageLine('--force', 'overwrite an existing file'),
  ].join('\n');
}

/** Reads `--name value`, `--name=value` and switches; refuses unknown, repeated or valueless flags. */
export function parseFlags(argv: readonly string[]): Map<string, string | true> {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--([a-z-]+)(?:=([\s\S]*))?$/.exec(arg);
    const name = match?.[1];
    if (!match || !name) throw new ScaffoldError(`unexpected argument ${JSON.stringify(arg)}\n${usage()}`);
    if (flags.has(name)) throw new ScaffoldError(`--${name} is given twice`);
    const isSwitchFlag = isSwitch(name);
    if (isSwitchFlag === true) {
      if (match[2] !== undefined) throw new ScaffoldError(`--${name} takes no value`);
      flags.set(name, true);
    } else if (isSwitchFlag === false) {
      const value = match[2] ?? argv[++i];
      if (value === undefined || (match[2] === undefined && value.startsWith('--'))) throw new ScaffoldError(`--${name} needs a value`);
      flags.set(name, value);
    } else {
      throw new ScaffoldError(`unknown option --${name}\n${usage()}`);
    }
  }
  return flags;
}

/**
 * A flag given that the kind does not take (its kind's `scaffold.flags`), with the kinds that take
 * it: a flag of one kind is said before one several kinds share, each in the order kinds list them.
 */
function misplacedFlag(kind: ScaffoldKind, flags: Flags): { flag: string; kinds: string[] } | undefined {
  const owners = new Map<string, string[]>();
  for (const [name, tools] of Object.entries(kindTools)) for (const flag of Object.keys(tools.scaffold.flags)) owners.set(flag, [...(owners.get(flag) ?? []), name]);
  const own = new Set(Object.keys(toolsOfKind(kind).scaffold.flags));
  const misplaced = [...owners].filter(([flag]) => flags.has(flag) && !own.has(flag)).sort(([, a], [, b]) => a.length - b.length)[0];
  return misplaced ? { flag: misplaced[0], kinds: misplaced[1] } : undefined;
}

/** Asks one question and gives the answer (without its line end); `say` prints a line. */
export interface Asker {
  ask(question: string): Promise<string>;
  say(line: string): void;
}

/** What the questions are checked against. */
export interface ScaffoldContext {
  root: string;
  /** Entity names of schemas/entities/. */
  entities: readonly string[];
  /** The definitions already in screens/. */
  screens: readonly ScreenFile[];
  loadEntity(name: string): Promise<Entity>;
}

const MAX_TRIES = 10;

/** Where a route or menu entry is already used, if it is (`except` a file being overwritten). */
export function usedBy(screens: readonly ScreenFile[], what: { route?: string; menu?: { group?: string; label: string } }, except?: string) {
  const menuKey = (menu: { group?: string; label: string }) => `${menu.group ?? ''}\u0000${menu.label}`;
  for (const { file, data } of screens) {
    if (file === except || typeof data !== 'object' || data === null) continue;
    const screen = data as { route?: unknown; menu?: { group?: string; label: string } };
    if (what.route !== undefined && screen.route === what.route) return file;
    if (what.menu && screen.menu && typeof screen.menu.label === 'string' && menuKey(screen.menu) === menuKey(what.menu)) return file;
  }
  return undefined;
}

/**
 * The request from the flags, asking (when an `asker` is given) for every value they do not
 * give. A flag's bad value is a refusal; a bad answer is said and asked again.
 */
export async function collectRequest(flags: Flags, context: ScaffoldContext, asker?: Asker): Promise<{ request: ScaffoldRequest; entity?: Entity }> {
  async function obtain<T>(q: Question<T>): Promise<T | undefined> {
    const given = flags.get(q.flag);
    if (given === true) throw new ScaffoldError(`--${q.flag} needs a value`);
    if (given !== undefined) return q.parse(given);
    if (!asker) {
      if (q.fallback !== undefined) return q.parse(q.fallback);
      if (q.optional) return undefined;
      throw new ScaffoldError(`missing --${q.flag}${q.example ? `, e.g. ${q.example}` : ''}`);
    }
    for (let tries = 1; ; tries++) {
      const answer = (await asker.ask(`${q.question}${q.fallback !== undefined ? ` [${q.fallback}]` : ''}: `)).trim();
      const text = answer === '' ? q.fallback : answer;
      if (text === undefined) {
        if (q.optional) return undefined;
        if (tries >= MAX_TRIES) throw new ScaffoldError(`no answer for --${q.flag}`);
        asker.say('  an answer is needed');
        continue;
      }
      try {
        return await q.parse(text);
      } catch (error) {
        if (!(error instanceof ScaffoldError) || tries >= MAX_TRIES) throw error;
        asker.say(`  ${error.message}`);
      }
    }
  }
  async function need<T>(q: Question<T>): Promise<T> {
    const value = await obtain(q);
    if (value === undefined) throw new ScaffoldError(`missing --${q.flag}`);
    return value;
  }
  async function yesNo(flag: string, question: string): Promise<boolean> {
    if (flags.has(flag) || !asker) return flags.has(flag);
    return need({ flag, question: `${question} (y/N)`, fallback: 'n', parse: (text) => parseYesNo(`--${flag}`, text) });
  }

  const force = flags.has('force');
  const kind = await need({ flag: 'kind', question: 'Kind (grid, dashboard, catalogue or page)', fallback: 'grid', parse: parseKind });
  const misplaced = misplacedFlag(kind, flags);
  if (misplaced) throw new ScaffoldError(`--${misplaced.flag} applies to --kind ${misplaced.kinds.join(' or ')} only`);
  const route = await need({
    flag: 'route',
    question: 'Route (e.g. /secure/places/warehouse)',
    example: '--route /secure/places/warehouse',
    parse: (text) => {
      const parsed = parseRoute(text);
      const other = force ? undefined : usedBy(context.screens, { route: parsed });
      if (other) throw new ScaffoldError(`--route ${JSON.stringify(parsed)} is already used by ${other} (to replace that definition, add --force)`);
      return parsed;
    },
  });
  const title = await need({ flag: 'title', question: 'Title (heading and tab title)', example: '--title "Warehouses"', parse: (text) => parseText('title', text) });
  const group: MenuGroup | undefined = await obtain({
    flag: 'group',
    question: `Menu group (${MENU_GROUPS.join(', ')}; empty for a top entry)`,
    optional: true,
    parse: parseGroup,
  });
  const label = await need({
    flag: 'label',
    question: 'Menu label',
    fallback: title,
    parse: (text) => {
      const parsed = parseText('label', text);
      const other = force ? undefined : usedBy(context.screens, { menu: { ...(group ? { group } : {}), label: parsed } });
      if (other) throw new ScaffoldError(`--label ${JSON.stringify(parsed)} is already in the menu${group ? ` group ${group}` : ''} (${other}): choose another --label`);
      return parsed;
    },
  });
  const description = await obtain({ flag: 'description', question: 'Description (what the screen is for; empty for none)', optional: true, parse: (text) => parseText('description', text) });
  const common = { route, title, label, force, ...(group ? { group } : {}), ...(description ? { description } : {}) };

  // What the kind needs beyond what every screen has: its kind asks (runtime/kinds/<kind>/tools.ts).
  const { request, entity } = await toolsOfKind(kind).scaffold.ask({ flags, context, common, obtain, need, yesNo });

  request.file = await need({ flag: 'file', question: 'File', fallback: defaultFile(route, group), parse: (text) => parseFile(text, context.root) });
  if (existsSync(join(context.root, request.file)) && !force) {
    if (!(await yesNo('force', `${request.file} already exists. Overwrite it?`))) {
      throw new ScaffoldError(`${request.file} already exists: nothing written (use --force to overwrite it)`);
    }
    request.force = true;
  }
  return entity ? { request, entity } : { request };
}
