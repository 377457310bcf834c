import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuGroup } from '../../../runtime/generated/screen';
import type { ScreenFile } from '../checkScreens';
import { kindTools, toolsOfKind } from '../../../runtime/kinds/toolRegistry';
import type { Entity } from './entities';
import type { Question } from './kindQuestions';
import { defaultFile, MENU_GROUPS, parseFile, parseGroup, parseKind, parseRoute, parseText, parseYesNo, ScaffoldError, type ScaffoldKind, type ScaffoldRequest } from './request';

/** Flags of `npm run screens:new`, by name without dashes: a text or `true` for a switch. */
export type Flags = ReadonlyMap<string, string | true>;

/** The flags every kind takes; a kind's own are its tools' `scaffold.flags`. */
const VALUE_FLAGS = ['kind', 'route', 'title', 'group', 'label', 'description', 'file'];
const SWITCHES = ['force', 'help'];

/** Whether a flag is a switch (`true`), takes a value (`false`), or is no flag of any kind (undefined). */
function isSwitch(name: string): boolean | undefined {
  if (SWITCHES.includes(name)) return true;
  if (VALUE_FLAGS.includes(name)) return false;
  for (const tools of Object.values(kindTools)) if (Object.hasOwn(tools.scaffold.flags, name)) return tools.scaffold.flags[name] === 'switch';
  return undefined;
}

export const USAGE = `usage: npm run screens:new -- [options]   (on a terminal, whatever is not given is asked)
  --kind grid|dashboard|catalogue|page  kind of screen (default grid)
  --route /secure/…            route, e.g. /secure/places/warehouse
  --title "…"                  heading and tab title, e.g. "Warehouses"
  --group "…"                  menu group: ${MENU_GROUPS.join(', ')} (omitted: a top entry)
  --label "…"                  menu label (default: the title)
  --description "…"            what the screen is for
  --entity name                grid, page: schemas/entities/<name>.schema.json
  --row-key field              grid: field identifying a row (default: guessed)
  --list "GET /path"           grid: the call loading the rows
  --paged                      grid: the list answers one page { result, meta: [{ totalrows }] } (server paging)
  --create "POST /path"        grid: adds Add New and its form
  --update "PUT /path/{id}"    grid: editable text columns and Update All Changes
  --delete "DELETE /path/{id}" grid: a Delete link in each row
  --selection single|multi     grid: checkbox row selection (not asked)
  --export                     grid: an Export CSV button writing the rows shown (not asked)
  --form-route /secure/…       grid: the rows' form screen: 'New …' opens it empty, 'Update' with the row (not asked)
  --submit "POST /path"        page: the call its form block submits to
  --list-route /secure/…       page: the list it is opened from: the form starts from the carried row and goes back after a success (not asked)
  --key field                  page, with --list-route: the field identifying the row (carried in the address)
  --file screens/…screen.json  where to write (default: from the route)
  --force                      overwrite an existing file`;

/** Reads `--name value`, `--name=value` and switches; refuses unknown, repeated or valueless flags. */
export function parseFlags(argv: readonly string[]): Map<string, string | true> {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--([a-z-]+)(?:=([\s\S]*))?$/.exec(arg);
    const name = match?.[1];
    if (!match || !name) throw new ScaffoldError(`unexpected argument ${JSON.stringify(arg)}\n${USAGE}`);
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
      throw new ScaffoldError(`unknown option --${name}\n${USAGE}`);
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
