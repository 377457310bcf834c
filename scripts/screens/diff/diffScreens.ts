/**
 * The model builder: pairs the definitions of both sides (same route and file; same route in
 * another file = moved; same file with another route = route changed; the rest added or
 * removed), then asks each area module what changed. Pure: same input, same model, whatever the
 * order of the maps or of the keys in the files.
 */
import { diffBatchUpdate } from '../../../runtime/kinds/grid/tools/diff/batchUpdate';
import { columnFields, diffColumns } from '../../../runtime/kinds/grid/tools/diff/columns';
import { diffDelete } from '../../../runtime/kinds/grid/tools/diff/deleteLink';
import { diffEndpoints } from '../../../runtime/tooling/diff/endpoints';
import { diffEntity } from '../../../runtime/tooling/diff/entities';
import { change, otherProperties } from '../../../runtime/tooling/diff/facts';
import { diffForms } from '../../../runtime/kinds/grid/tools/diff/forms';
import { kindsOf } from './kinds';
import { compareText, isObject, objectAt, objectsAt, stringAt, type Json, type JsonObject } from '../../../runtime/tooling/diff/json';
import { diffLookups } from '../../../runtime/tooling/diff/lookups';
import { bold, code, count, list, value } from '../../../runtime/tooling/diff/markdown';
import { diffMessages } from '../../../runtime/tooling/diff/messages';
import type { Change, DiffModel, DiffSummary, EntityDiff, ScreenDiff, ScreenStatus, Unreadable } from '../../../runtime/tooling/diff/model';
import { diffPaging } from '../../../runtime/kinds/grid/tools/diff/paging';
import { describeMenu, diffScreenProps, moved, routeChanged } from '../../../runtime/tooling/diff/screenProps';
import { diffSearch } from '../../../runtime/kinds/grid/tools/diff/search';
import { diffOptionSets, diffSelection } from '../../../runtime/kinds/grid/tools/diff/gridCapabilities';
import { diffSubTables } from '../../../runtime/kinds/page/blocks/grid/tools/diff';
import { diffRowActions, diffToolbar } from '../../../runtime/kinds/grid/tools/diff/toolbar';
import { diffShared, resolveSide } from './shared';
import { sharedSetOfFiles, type SharedFile } from '../../../runtime/tooling/shared/sharedDefinitions';

type Area = (before: JsonObject, after: JsonObject) => Change[];

/** Every area common to the kinds, in the order a screen's section lists them; a kind's own areas (a page's blocks) follow. */
const AREAS: Area[] = [
  diffScreenProps,
  diffEndpoints,
  diffLookups,
  diffPaging,
  diffOptionSets,
  diffColumns,
  diffSelection,
  diffSearch,
  diffToolbar,
  diffRowActions,
  diffBatchUpdate,
  diffDelete,
  diffForms,
  diffMessages,
  diffSubTables,
];

/** Top-level properties the areas above read; `$schema` (an editor aid that follows the file's depth) is not compared. */
const KNOWN = [
  '$schema',
  'route',
  'title',
  'description',
  'menu',
  'kind',
  'entity',
  'rowKey',
  'endpoints',
  'lookups',
  'paging',
  'columns',
  'search',
  'toolbar',
  'rowActions',
  'batchUpdate',
  'delete',
  'forms',
  'messages',
  'options',
  'selection',
  'selectableWhen',
  'expand',
];

export interface DiffOptions {
  /** Files that could not be read or parsed: listed in the model, and not compared on either side (not 'removed'). */
  unreadable?: Unreadable[];
  /** The shared definitions files (screens/shared/*.json) of each side: screens are compared with their entries written in. */
  shared?: { before: SharedFile[]; after: SharedFile[] };
}

/** Definitions by file path (`screens/places/town.screen.json`) and entity schemas by file path (`schemas/entities/town.schema.json`). */
export function diffScreens(
  before: Map<string, unknown>,
  after: Map<string, unknown>,
  beforeEntities: Map<string, unknown>,
  afterEntities: Map<string, unknown>,
  options: DiffOptions = {},
): DiffModel {
  const unreadable = [...(options.unreadable ?? [])].sort((x, y) => compareText(x.file, y.file) || compareText(x.side, y.side));
  const skipped = new Set(unreadable.map((item) => item.file));
  const readable = (files: Map<string, unknown>): Map<string, unknown> => new Map([...files].filter(([file]) => !skipped.has(file)));
  const sharedOf = (files: SharedFile[] = []) => sharedSetOfFiles(files.filter((file) => !skipped.has(file.file))).shared;
  const sharedBefore = sharedOf(options.shared?.before);
  const sharedAfter = sharedOf(options.shared?.after);
  const left = resolveSide(readable(before), sharedBefore);
  const right = resolveSide(readable(after), sharedAfter);
  const shared = diffShared(sharedBefore, sharedAfter, { before: left.users, after: right.users });
  const screens = pairScreens(left.screens, right.screens)
    .map(screenDiff)
    .filter((screen): screen is ScreenDiff => screen !== undefined)
    .sort((x, y) => compareText(x.route, y.route) || compareText(x.file, y.file));
  const entities = diffEntities(readable(beforeEntities), readable(afterEntities));
  const model: DiffModel = { summary: summarize(screens, entities), screens, entities, unreadable };
  if (shared.length > 0) {
    model.summary.shared = { added: 0, removed: 0, changed: 0 };
    for (const entry of shared) model.summary.shared[entry.status] += 1;
    model.shared = shared;
  }
  return model;
}

interface Side {
  file: string;
  route: string | undefined;
  screen: JsonObject;
}

interface Pair {
  before?: Side;
  after?: Side;
}

function sides(files: Map<string, unknown>): Side[] {
  return [...files.entries()]
    .map(([file, json]) => {
      const screen = isObject(json) ? json : {};
      return { file, route: stringAt(screen, 'route'), screen };
    })
    .sort((x, y) => compareText(x.file, y.file));
}

/** Same file and route, then same route (moved), then same file (route changed); the rest alone. */
function pairScreens(before: Map<string, unknown>, after: Map<string, unknown>): Pair[] {
  const left = sides(before);
  const right = sides(after);
  const pairs: Pair[] = [];
  const match = (same: (b: Side, a: Side) => boolean): void => {
    for (const b of [...left]) {
      const found = right.find((a) => same(b, a));
      if (!found) continue;
      pairs.push({ before: b, after: found });
      left.splice(left.indexOf(b), 1);
      right.splice(right.indexOf(found), 1);
    }
  };
  match((b, a) => b.file === a.file && b.route === a.route);
  match((b, a) => b.route !== undefined && b.route === a.route);
  match((b, a) => b.file === a.file);
  return [...pairs, ...left.map((b) => ({ before: b })), ...right.map((a) => ({ after: a }))];
}

function nameOf(screen: JsonObject, file: string): string {
  return stringAt(objectAt(screen, 'menu'), 'label') ?? stringAt(screen, 'title') ?? file;
}

function screenDiff(pair: Pair): ScreenDiff | undefined {
  const { before, after } = pair;
  if (!before && after) return alone('added', after);
  if (before && !after) return alone('removed', before);
  if (!before || !after) return undefined;
  const changes: Change[] = [];
  const status: ScreenStatus[] = [];
  if (before.file !== after.file) {
    status.push('moved');
    changes.push({ area: 'screen', key: 'file', subject: '', facts: [moved(before.file, after.file)] });
  }
  if (before.route !== after.route) {
    status.push('route changed');
    changes.push({ area: 'screen', key: 'route', subject: '', facts: [routeChanged(before.route ?? '(none)', after.route ?? '(none)')] });
  }
  changes.push(...compareScreens(before.screen, after.screen));
  if (changes.length === 0) return undefined;
  const diff: ScreenDiff = {
    route: after.route ?? '(no route)',
    name: nameOf(after.screen, after.file),
    status: status[0] ?? 'changed',
    file: after.file,
    risks: risksOf(changes),
    changes,
  };
  if (before.file !== after.file) diff.previousFile = before.file;
  if (before.route !== after.route) diff.previousRoute = before.route ?? '(no route)';
  return diff;
}

/** What changed between two versions of a definition, area by area. */
export function compareScreens(before: JsonObject, after: JsonObject): Change[] {
  // The areas of the kinds of either version, and the properties they read (`diff` in runtime/kinds/<kind>/tools.ts).
  const kinds = kindsOf(before, after);
  // A kind whose own areas compare its forms (a page's, by its blocks' diff) leaves them to those.
  const ownsForms = kinds.some((tools) => tools.diff.ownsForms);
  const common = ownsForms ? AREAS.filter((area) => area !== diffForms) : AREAS;
  const areas = [...common, ...kinds.flatMap((tools) => tools.diff.areas)];
  const known = [...KNOWN, ...kinds.flatMap((tools) => tools.diff.known)];
  return [...areas.flatMap((area) => area(before, after)), ...change('other', 'other', 'Other properties', otherProperties(before, after, known))];
}

function risksOf(changes: Change[]): string[] {
  return changes.flatMap((item) => (item.risk === undefined ? [] : [item.risk]));
}

/** An added or removed screen, told in a few lines: what it is and what it holds. */
function alone(status: 'added' | 'removed', side: Side): ScreenDiff {
  return { route: side.route ?? '(no route)', name: nameOf(side.screen, side.file), status, file: side.file, risks: [], changes: outline(side.screen) };
}

function outline(screen: JsonObject): Change[] {
  const names = (key: string): string[] => Object.keys(objectAt(screen, key) ?? {}).sort(compareText).map(code);
  const facts: [string, string, string | undefined][] = [
    ['kind', 'Kind', screen.kind === undefined ? undefined : `${value(screen.kind)}${screen.entity === undefined ? '' : ` of entity ${value(screen.entity)}`}`],
    ['menu', 'Menu', isObject(screen.menu) ? describeMenu(screen.menu) : undefined],
    ['endpoints', 'Endpoints', names('endpoints').length > 0 ? list(names('endpoints')) : undefined],
    ['columns', 'Columns', screen.columns === undefined ? undefined : list(columnFields(screen).map(code))],
    ['forms', 'Forms', names('forms').length > 0 ? list(names('forms')) : undefined],
    ['blocks', 'Blocks', screen.blocks === undefined ? undefined : list(objectsAt(screen, 'blocks').map((block) => `${bold(stringAt(block, 'id') ?? '?')} (${stringAt(block, 'block') ?? '?'})`))],
    ['cards', 'Cards', screen.cards === undefined ? undefined : list(objectsAt(screen, 'cards').map((card) => `${bold(stringAt(card, 'title') ?? '?')} (${count(objectsAt(card, 'links').length, 'link')})`))],
  ];
  return facts.flatMap(([key, subject, fact]) => (fact === undefined ? [] : change('screen', key, subject, [fact])));
}

function entityName(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.schema\.json$/, '');
}

function diffEntities(before: Map<string, unknown>, after: Map<string, unknown>): EntityDiff[] {
  const files = [...new Set([...before.keys(), ...after.keys()])].sort((x, y) => compareText(entityName(x), entityName(y)) || compareText(x, y));
  return files.flatMap((file): EntityDiff[] => {
    const old = before.get(file);
    const now = after.get(file);
    const entity = entityName(file);
    const shown: Json | undefined = isObject(now) ? now : isObject(old) ? old : undefined;
    const name = stringAt(isObject(shown) ? shown : undefined, 'title') ?? entity;
    if (old === undefined && now !== undefined) return [{ entity, name, status: 'added', file, risks: [], changes: entityOutline(now) }];
    if (old !== undefined && now === undefined) {
      const changes = entityOutline(old);
      return [{ entity, name, status: 'removed', file, risks: [`entity ${code(entity)} removed`], changes }];
    }
    const changes = diffEntity(entity, isObject(old) ? old : {}, isObject(now) ? now : {});
    return changes.length === 0 ? [] : [{ entity, name, status: 'changed', file, risks: risksOf(changes), changes }];
  });
}

function entityOutline(schema: unknown): Change[] {
  const object = isObject(schema) ? schema : {};
  const properties = Object.keys(objectAt(object, 'properties') ?? {}).sort(compareText).map(code);
  const payloads = Object.entries(objectAt(object, '$defs') ?? {})
    .sort(([x], [y]) => compareText(x, y))
    .map(([key, def]) => (isObject(def) && typeof def.title === 'string' ? bold(def.title) : code(`$defs/${key}`)));
  return [...change('entity', 'properties', 'Properties', properties.length > 0 ? [list(properties)] : []), ...change('entity', '$defs', 'Payloads', payloads.length > 0 ? [list(payloads)] : [])];
}

function summarize(screens: ScreenDiff[], entities: EntityDiff[]): DiffSummary {
  const summary: DiffSummary = {
    screens: { added: 0, removed: 0, moved: 0, 'route changed': 0, changed: 0 },
    entities: { added: 0, removed: 0, changed: 0 },
    risks: 0,
  };
  for (const screen of screens) {
    summary.screens[screen.status] += 1;
    summary.risks += screen.risks.length;
  }
  for (const entity of entities) {
    summary.entities[entity.status] += 1;
    summary.risks += entity.risks.length;
  }
  return summary;
}
