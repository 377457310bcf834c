/**
 * Shared definitions (screens/shared/*.json): each added, removed or changed entry, with the
 * screens naming it. The screens' own sections show the change too, since both sides are compared
 * with their shared entries written in.
 */
import { NO_SHARED, SHARED_SECTIONS, type SharedSection, type SharedSet } from '../../../runtime/tooling/shared/sharedDefinitions';
import { resolveShared } from '../../../runtime/tooling/shared/resolveShared';
import { diffOptionSets } from '../../../runtime/kinds/grid/tools/diff/gridCapabilities';
import { change, push, scalar } from '../../../runtime/tooling/diff/facts';
import { compareText, equal, isObject, objectAt, stringAt, unionKeys, type Json, type JsonObject } from '../../../runtime/tooling/diff/json';
import { diffEndpoints } from '../../../runtime/tooling/diff/endpoints';
import { diffLookups } from '../../../runtime/tooling/diff/lookups';
import { code, list, showText } from '../../../runtime/tooling/diff/markdown';
import type { Change, SharedDiff, SharedUser } from '../../../runtime/tooling/diff/model';
import { diffPaging } from '../../../runtime/kinds/grid/tools/diff/paging';
import { diffToolbar } from '../../../runtime/kinds/grid/tools/diff/toolbar';
import { textOf } from '../../../shared/textOf';

/** Each section's entry compared like the same part of a screen. */
const AREA: Record<SharedSection, (name: string, before: Json | undefined, after: Json | undefined) => Change[]> = {
  endpoints: (name, b, a) => diffEndpoints(wrap('endpoints', name, b), wrap('endpoints', name, a)),
  lookups: (name, b, a) => diffLookups(wrap('lookups', name, b), wrap('lookups', name, a)),
  options: (name, b, a) => diffOptionSets(wrap('options', name, b), wrap('options', name, a)),
  paging: (_name, b, a) => diffPaging(b === undefined ? {} : { paging: b }, a === undefined ? {} : { paging: a }),
  toolbar: (_name, b, a) => diffToolbar({ toolbar: b === undefined ? [] : [b] }, { toolbar: a === undefined ? [] : [a] }),
  fields: diffField,
  cascades: diffCascade,
};

/** What changed in one field: `field \`region_id\` ui placeholder 'Choose a Region' → 'Choose a region'` (texts quoted exactly). */
function fieldFacts(name: string, before: JsonObject, after: JsonObject): (string | undefined)[] {
  return unionKeys(before, after).flatMap((property) => {
    const b = before[property];
    const a = after[property];
    if (isObject(b) && isObject(a)) return unionKeys(b, a).map((inner) => scalar(`field ${code(name)} ${property} ${inner}`, b[inner], a[inner], { show: showText }));
    return [scalar(`field ${code(name)} ${property}`, b, a, { show: showText })];
  });
}

/** A cascade's fields by name: added, removed, reordered, or what changed in one ('ui `{…}` → `{…}`'). */
function diffCascade(name: string, before: Json | undefined, after: Json | undefined): Change[] {
  const fieldsOf = (json: Json | undefined) => (Array.isArray(json) ? json.filter(isObject) : []);
  const nameOf = (field: JsonObject) => textOf(field.name);
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const subject = `Cascade ${code(name)}`;
  const key = `cascades/${name}`;
  if (before === undefined) return change('forms', key, subject, [`added: fields ${list(a.map((field) => code(nameOf(field))))}`]);
  if (after === undefined) return change('forms', key, subject, [`removed (was fields ${list(b.map((field) => code(nameOf(field))))})`]);
  const facts: string[] = [];
  for (const field of a) {
    const old = b.find((other) => nameOf(other) === nameOf(field));
    if (!old) facts.push(`field ${code(nameOf(field))} added`);
    else push(facts, ...fieldFacts(nameOf(field), old, field));
  }
  for (const field of b) if (!a.some((other) => nameOf(other) === nameOf(field))) facts.push(`field ${code(nameOf(field))} removed`);
  const order = (fields: JsonObject[]) => fields.map(nameOf).join(',');
  if (facts.length === 0 && order(a) !== order(b)) facts.push(`field order: ${list(a.map((field) => code(nameOf(field))))}`);
  return change('forms', key, subject, facts);
}

/** A shared field: added, removed, or what changed in it (its name too). */
function diffField(name: string, before: Json | undefined, after: Json | undefined): Change[] {
  const subject = `Field ${code(name)}`;
  const key = `fields/${name}`;
  const nameOf = (field: Json | undefined) => code(textOf(isObject(field) ? field.name : ''));
  if (before === undefined) return change('forms', key, subject, [`added: field ${nameOf(after)}`]);
  if (after === undefined) return change('forms', key, subject, [`removed (was field ${nameOf(before)})`]);
  if (!isObject(before) || !isObject(after)) return [];
  const facts: string[] = [];
  push(facts, ...fieldFacts(textOf(after.name), before, after));
  return change('forms', key, subject, facts);
}

function wrap(section: string, name: string, value: Json | undefined): JsonObject {
  return value === undefined ? {} : { [section]: { [name]: value } };
}

/** Definitions by file path, with their shared entries written in, and who names which entry. */
export interface ResolvedSide {
  screens: Map<string, unknown>;
  /** `lookups/regions` → the screens naming it, by route. */
  users: Map<string, SharedUser[]>;
}

export function resolveSide(screens: Map<string, unknown>, shared: SharedSet = NO_SHARED): ResolvedSide {
  const resolved = new Map<string, unknown>();
  const users = new Map<string, SharedUser[]>();
  for (const [file, definition] of screens) {
    const { data, uses } = resolveShared(definition, shared);
    resolved.set(file, data);
    const screen = isObject(definition) ? definition : {};
    const user: SharedUser = { route: stringAt(screen, 'route') ?? '(no route)', name: stringAt(objectAt(screen, 'menu'), 'label') ?? stringAt(screen, 'title') ?? file, file };
    for (const key of new Set(uses.map((use) => `${use.section}/${use.name}`))) users.set(key, [...(users.get(key) ?? []), user]);
  }
  return { screens: resolved, users };
}

export function diffShared(before: SharedSet, after: SharedSet, users: { before: ResolvedSide['users']; after: ResolvedSide['users'] }): SharedDiff[] {
  return SHARED_SECTIONS.flatMap((section) => {
    const names = [...new Set([...before[section].keys(), ...after[section].keys()])].sort(compareText);
    return names.flatMap((name): SharedDiff[] => {
      const old = before[section].get(name);
      const now = after[section].get(name);
      const b = old?.value as Json | undefined;
      const a = now?.value as Json | undefined;
      if (b !== undefined && a !== undefined && equal(b, a) && old?.file === now?.file) return [];
      const status = b === undefined ? 'added' : a === undefined ? 'removed' : 'changed';
      // A risk is told in the section of each screen naming the entry, where it applies.
      const changes = AREA[section](name, b, a).map(({ risk: _risk, ...rest }) => rest);
      const moved = old && now && old.file !== now.file ? [{ area: changes[0]?.area ?? 'other', key: 'file', subject: '', facts: [`moved from ${code(old.file)} to ${code(now.file)}`] } satisfies Change] : [];
      if (changes.length === 0 && moved.length === 0) return [];
      const file = (now ?? old)?.file ?? '';
      const usedBy = [...((status === 'removed' ? users.before : users.after).get(`${section}/${name}`) ?? [])].sort((x, y) => compareText(x.route, y.route) || compareText(x.file, y.file));
      return [{ section, name, status, file, usedBy, changes: [...moved, ...changes] }];
    });
  });
}
