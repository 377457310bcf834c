import { esc } from '../jsonPointer.ts';
import { oneOfFix } from '../problemCodes.ts';
import { problemOf, type Found } from '../problems.ts';
import { isUse, NO_SHARED, PLACE_SECTIONS, SECTION_NOUN, type SharedPlace, type SharedSection, type SharedSet } from './sharedDefinitions.ts';

/** A place of a definition naming a shared entry. */
export interface SharedUseSite {
  section: SharedSection;
  name: string;
  /** JSON Pointer of the `{ "use": … }` in the definition, e.g. `/lookups/regions`. */
  pointer: string;
}

/** A shared field's or cascade's fields written into a `fields` list: the items after it move down. */
interface Splice {
  /** The list, e.g. `/forms/add/fields`. */
  list: string;
  /** Where the `use` stood in the written definition. */
  index: number;
  /** Where its fields start in the resolved list. */
  start: number;
  /** What it is (`field`, `cascade`), its name and its fields' names (renamed), in order. */
  noun: string;
  name: string;
  fields: string[];
}

export interface Resolved {
  /** The definition with every shared entry written in (a name that is unknown is left as it is). */
  data: unknown;
  uses: SharedUseSite[];
  /** `[pointer, message, code, fix?]` of each unknown name, pointing into the written definition. */
  problems: Found[];
  /**
   * A problem found in `data` as said of the written definition: its pointer there, and for a
   * problem inside a shared field or a shared cascade's field, the pointer of its `use` and which field it is.
   */
  written(pointer: string, message: string): [string, string];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A definition with its shared entries written in, like `$ref`s: wherever the meta-schema allows
 * `{ "use": "<name>" }` — an entry of `lookups` or `options`, a `paging`, an item of a `toolbar`,
 * an item of a form's `fields` (a shared field, or a cascade whose fields take the item's place),
 * at any depth (grid blocks, tabs, sub-tables, page forms) — the entry of that section of
 * screens/shared/ takes its place. A condition's `in` and a custom block's prop naming a shared
 * option set take the set's values (one rule, such as the report types needing no region, kept once
 * for a form's guard and a component). A lookup's own `loadFailed` is kept over the shared one. Pure:
 * the input is not changed.
 */
export function resolveShared(definition: unknown, shared: SharedSet): Resolved {
  const uses: SharedUseSite[] = [];
  const problems: Found[] = [];
  const splices: Splice[] = [];
  /** The entry a `use` names, in the first section of its place that has the name. */
  const lookUp = (place: SharedPlace, value: { use: string }, pointer: string): { section: SharedSection; value: unknown } | undefined => {
    const sections: readonly [SharedSection, ...SharedSection[]] = PLACE_SECTIONS[place];
    const section = sections.find((one) => shared[one].has(value.use)) ?? sections[0];
    uses.push({ section, name: value.use, pointer });
    const found = shared[section].get(value.use);
    if (found?.broken) {
      problems.push([`${pointer}/use`, `shared ${SECTION_NOUN[section]} "${value.use}" is not usable until ${found.file} is fixed`, 'shared.broken-entry']);
      return undefined;
    }
    if (!found) {
      problems.push(problemOf(`${pointer}/use`, unknownName(shared, sections, value.use), 'shared.unknown-name', oneOfFix(sections.flatMap((one) => [...shared[one].keys()]))));
      return undefined;
    }
    return { section, value: found.value };
  };
  const entry = (place: SharedPlace, value: unknown, pointer: string): unknown => {
    if (!isUse(value)) return walk(value, pointer);
    const found = lookUp(place, value, pointer)?.value;
    if (found === undefined) return value;
    const { use: _name, ...own } = value;
    return isObject(found) ? { ...found, ...own } : found;
  };
  /** A list of values naming a shared option set: the set's values (a labelled option's `value`), in order. */
  const values = (value: unknown, pointer: string): unknown => {
    if (!isUse(value)) return walk(value, pointer);
    const found = lookUp('values', value, pointer)?.value;
    return Array.isArray(found) ? found.map((option: unknown) => (isObject(option) ? option.value : option)) : value;
  };
  const fields = (list: unknown[], pointer: string): unknown[] => {
    const out: unknown[] = [];
    list.forEach((item, index) => {
      const found = isUse(item) ? lookUp('fields', item, `${pointer}/${index}`) : undefined;
      // A shared field is a one-field splice, so both are written in (and problems traced back) alike.
      const group = found === undefined ? undefined : found.section === 'fields' ? [found.value] : found.value;
      if (!isUse(item) || !found || !Array.isArray(group)) {
        out.push(isUse(item) ? item : walk(item, `${pointer}/${index}`));
        return;
      }
      const noun = SECTION_NOUN[found.section];
      const written = withOwn(renamed(group, item.rename, `${pointer}/${index}`, `${noun} "${item.use}"`), item, found.section, `${pointer}/${index}`);
      splices.push({ list: pointer, index, start: out.length, noun, name: item.use, fields: written.map((field) => (isObject(field) ? String(field.name) : '')) });
      out.push(...written);
    });
    return out;
  };
  /**
   * A shared field with what the form says of its own: its `messages` over the shared ones,
   * whether it is `required` here (`{ "use": "orderFirstName", "required": false, "messages": { … } }`),
   * and when it is locked here (`readOnlyWhen`: Checkout's address fields while the cart goes to the first cart's address).
   * A cascade takes neither: they would not say which of its fields they are for.
   */
  const withOwn = (group: unknown[], item: Readonly<Record<string, unknown>>, section: string, pointer: string): unknown[] => {
    const own = (['messages', 'required', 'readOnlyWhen'] as const).filter((key) => item[key] !== undefined);
    if (own.length === 0) return group;
    if (section !== 'fields') {
      for (const key of own) {
        problems.push([`${pointer}/${key}`, `"${key}" names no field here: cascade "${String(item.use)}" has several (say it in the shared cascade, or use shared fields one by one)`, 'shared.messages.on-cascade']);
      }
      return group;
    }
    const messages = isObject(item.messages) ? item.messages : undefined;
    return group.map((field) =>
      isObject(field)
        ? {
            ...field,
            ...(messages && { messages: { ...(isObject(field.messages) ? field.messages : {}), ...messages } }),
            ...(typeof item.required === 'boolean' && { required: item.required }),
            ...(isObject(item.readOnlyWhen) && { readOnlyWhen: item.readOnlyWhen }),
          }
        : field,
    );
  };
  /** `what`: the shared entry as messages name it, e.g. `cascade "provinceRegionZone"`. */
  const renamed = (cascade: unknown[], rename: unknown, pointer: string, what: string): unknown[] => {
    const names = isObject(rename) ? (rename as Record<string, string>) : {};
    const own = cascade.map((field) => (isObject(field) ? String(field.name) : ''));
    for (const from of Object.keys(names).filter((key) => !own.includes(key))) {
      problems.push([`${pointer}/rename/${esc(from)}`, `"${from}" is not a field of shared ${what} (its fields: ${own.join(', ')})`, 'shared.rename.unknown-field', oneOfFix(own)]);
    }
    const to = (field: unknown) => (typeof field === 'string' ? (names[field] ?? field) : field);
    return cascade.map((field) => {
      if (!isObject(field)) return field;
      const ui = isObject(field.ui) && typeof field.ui.parent === 'string' ? { ...field.ui, parent: to(field.ui.parent) } : field.ui;
      return { ...field, name: to(field.name), ...(ui === undefined ? {} : { ui }) };
    });
  };
  const walk = (value: unknown, pointer: string): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => walk(item, `${pointer}/${i}`));
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const at = `${pointer}/${esc(key)}`;
        if ((key === 'endpoints' || key === 'lookups' || key === 'options') && isObject(item)) {
          return [key, Object.fromEntries(Object.entries(item).map(([name, one]) => [name, entry(key, one, `${at}/${esc(name)}`)]))];
        }
        if (key === 'paging') return [key, entry('paging', item, at)];
        if (key === 'toolbar' && Array.isArray(item)) return [key, item.map((button, i) => entry('toolbar', button, `${at}/${i}`))];
        if (key === 'fields' && Array.isArray(item)) return [key, fields(item, at)];
        if (key === 'in') return [key, values(item, at)];
        // A custom part's props (the only `props` of the language) may name an option set's values.
        if (key === 'props' && isObject(item)) {
          return [key, Object.fromEntries(Object.entries(item).map(([name, one]) => [name, values(one, `${at}/${esc(name)}`)]))];
        }
        return [key, walk(item, at)];
      }),
    );
  };
  const data = walk(definition, '');
  return { data, uses, problems, written: (pointer, message) => written(pointer, message, splices) };
}

/**
 * `unknown shared lookup "zones" (shared lookups: regions)`; at a place naming several sections,
 * `unknown shared field or cascade "x" (shared fields: a; shared cascades: b)`.
 */
function unknownName(shared: SharedSet, sections: readonly SharedSection[], name: string): string {
  const nouns = sections.map((section) => SECTION_NOUN[section]);
  const known = sections.filter((section) => shared[section].size > 0).map((section) => `shared ${SECTION_NOUN[section]}s: ${[...shared[section].keys()].join(', ')}`);
  const none = `there are no shared ${nouns.map((noun) => `${noun}s`).join(' or ')}`;
  return `unknown shared ${nouns.join(' or ')} "${name}" (${known.length > 0 ? known.join('; ') : none})`;
}

/** Undoes the splices of the shared fields and cascades for one problem (a list's splices are recorded in order). */
function written(pointer: string, message: string, splices: readonly Splice[]): [string, string] {
  for (const list of new Set(splices.map((splice) => splice.list))) {
    if (!pointer.startsWith(`${list}/`)) continue;
    const [indexText = '', ...rest] = pointer.slice(list.length + 1).split('/');
    const index = Number(indexText);
    if (!Number.isInteger(index)) continue;
    let shift = 0;
    for (const splice of splices.filter((one) => one.list === list)) {
      const count = splice.fields.length;
      if (index >= splice.start && index < splice.start + count) {
        return [`${list}/${splice.index}`, `${message} (field "${splice.fields[index - splice.start] ?? ''}" of shared ${splice.noun} "${splice.name}")`];
      }
      if (index >= splice.start + count) shift += count - 1;
    }
    return [[`${list}/${index - shift}`, ...rest].join('/'), message];
  }
  return [pointer, message];
}

/** A definition file read with its shared entries (readScreenFiles), as the runtime receives it. */
export function resolvedScreenFile<T extends { data: unknown; shared?: SharedSet }>(file: T): T {
  return { ...file, data: resolveShared(file.data, file.shared ?? NO_SHARED).data };
}
