/**
 * A page's blocks (by id) and its modal forms (by name): added, removed, reordered, and what
 * changed in each: kind, title, `when`, a form's fields and submit texts, a result's source and
 * values, a cards block's list, card templates, buttons and texts.
 */
import { conditionFact, describeCondition } from './conditions';
import { change, otherProperties, push, scalar } from './facts';
import { equal, isObject, objectAt, objectsAt, reordered, stringAt, unionKeys, type JsonObject } from './json';
import { bold, code, list, showText, value } from './markdown';
import type { Change } from './model';
import { fieldList, pageFormFacts } from './pageForms';
import { gridBlockChanges } from './gridBlock';
import { CUSTOM_BLOCK_KNOWN, customBlockFacts, describeCustomBlock } from './customBlock';

const BLOCK_KNOWN = ['id', 'block', 'title', 'when', 'entity', 'payload', 'fields', 'submit', 'from', 'list', 'rows', 'card', 'edit', 'create', 'empty', 'loadFailed', 'tabs', 'source', 'items', 'refreshEvery'];
/** Read by gridBlock.ts (the grid areas) for grid blocks. */
const GRID_BLOCK_KNOWN = ['rowKey', 'paging', 'columns', 'search', 'toolbar', 'rowActions', 'batchUpdate', 'delete', 'forms', 'messages', 'selection', 'selectableWhen', 'expand'];
const FORM_KNOWN = ['title', 'cancelLabel', 'load', 'entity', 'payload', 'fields', 'submit'];

const isPage = (screen: JsonObject) => screen.kind === 'page';

/** Every block by id, those inside tabs too (a tab's blocks are diffed as blocks of their own; the tabs block lists its tabs). */
function blocksById(screen: JsonObject): Map<string, JsonObject> {
  const flat = (blocks: JsonObject[]): JsonObject[] =>
    blocks.flatMap((block) => (block.block === 'tabs' ? [block, ...objectsAt(block, 'tabs').flatMap((tab) => flat(objectsAt(tab, 'blocks')))] : [block]));
  return new Map(flat(objectsAt(screen, 'blocks')).map((block) => [stringAt(block, 'id') ?? '?', block]));
}

/** A tabs block's tabs as reviewers read them: 'Close a day' (`close`, `closed`). */
function tabList(block: JsonObject): string[] {
  return objectsAt(block, 'tabs').map((tab) => `${showText(tab.label)} (${objectsAt(tab, 'blocks').map((inner) => code(stringAt(inner, 'id') ?? '?')).join(', ')})`);
}

/** A status block's source and values. */
function statusSource(block: JsonObject): string {
  const source = objectAt(block, 'source');
  return source?.endpoint !== undefined ? `endpoint ${value(source.endpoint)}` : `state ${code(stringAt(source ?? {}, 'state') ?? '?')}`;
}

function statusItems(block: JsonObject): string[] {
  return objectsAt(block, 'items').map((item) => {
    const tones = objectsAt(item, 'tone').map((rule) => `${value(rule.tone)} when ${describeCondition(rule.when)}`);
    return `${showText(item.label)}: ${code(stringAt(item, 'path') ?? '?')}${item.format === undefined ? '' : `|${String(item.format)}`}${tones.length > 0 ? ` (${tones.join('; ')})` : ''}`;
  });
}

function subjectOf(id: string, block: JsonObject): string {
  return `Block ${bold(id)} (${stringAt(block, 'block') ?? '?'})`;
}

function describeBlock(block: JsonObject): string {
  switch (block.block) {
    case 'form':
      return `form on ${code(stringAt(block, 'entity') ?? '?')}, ${fieldList(block)}, submits to ${value(objectAt(block, 'submit')?.endpoint)}`;
    case 'result':
      return `result of ${code(stringAt(block, 'from') ?? '?')}`;
    case 'cards':
      return `cards of ${value(block.list)}`;
    case 'tabs':
      return `tabs ${list(tabList(block))}`;
    case 'grid':
      return `grid of ${value(block.list)} on ${code(stringAt(block, 'entity') ?? '?')}${block.selection === undefined ? '' : `, ${String(block.selection)} selection`}`;
    case 'status':
      return `status of ${statusSource(block)}${block.refreshEvery === undefined ? '' : `, every ${String(block.refreshEvery)} s`}`;
    case 'custom':
      return describeCustomBlock(block);
    default:
      return value(block.block);
  }
}

export function diffBlocks(before: JsonObject, after: JsonObject): Change[] {
  if (!isPage(before) && !isPage(after)) return [];
  const b = blocksById(before);
  const a = blocksById(after);
  const changes: Change[] = [];
  const kept = (from: Map<string, JsonObject>, other: Map<string, JsonObject>) => [...from.keys()].filter((id) => other.has(id));
  if (reordered(kept(b, a), kept(a, b))) changes.push(...change('blocks', 'blocks', 'Blocks', [`new order: ${list([...a.keys()].map(bold))}`]));
  for (const id of unionKeys(Object.fromEntries(b), Object.fromEntries(a))) {
    const old = b.get(id);
    const now = a.get(id);
    const key = `blocks/${id}`;
    if (!old && now) changes.push(...change('blocks', key, subjectOf(id, now), [`added (${describeBlock(now)})`, ...(now.when === undefined ? [] : [conditionFact('shown when', undefined, now.when) ?? ''])]));
    else if (old && !now) changes.push(...change('blocks', key, subjectOf(id, old), [`removed (was ${describeBlock(old)})`]));
    else if (old && now && !equal(old, now)) changes.push(...diffBlock(key, id, old, now));
  }
  for (const name of unionKeys(objectAt(before, 'forms'), objectAt(after, 'forms'))) {
    changes.push(...diffPageForm(name, objectAt(objectAt(before, 'forms'), name), objectAt(objectAt(after, 'forms'), name)));
  }
  return changes;
}

function diffBlock(key: string, id: string, before: JsonObject, after: JsonObject): Change[] {
  const subject = subjectOf(id, after);
  if (before.block !== after.block) return change('blocks', key, subject, [`became a ${value(after.block)} block (was ${value(before.block)}): ${describeBlock(after)}`]);
  const facts: string[] = [];
  push(facts, scalar('title', before.title, after.title, { show: showText }), conditionFact('shown when', before.when, after.when));
  if (after.block === 'form') {
    const form = pageFormFacts(before, after);
    facts.push(...form.facts);
    const changes = change('blocks', key, subject, facts, form.risk === undefined ? undefined : `block ${code(id)} ${form.risk}`);
    return [...changes, ...form.fields.flatMap((field) => change('blocks', `${key}/fields/${field.name}`, `${subject}, field ${code(field.name)}`, field.facts))];
  }
  if (after.block === 'result') {
    push(facts, scalar('shows', before.from, after.from));
    const values = (block: JsonObject) => objectsAt(block, 'fields').map((field) => `${stringAt(field, 'label') ?? '?'}: ${stringAt(field, 'path') ?? '?'}`);
    if (!equal(values(before), values(after))) facts.push(`values: ${list(values(after).map((text) => showText(text)))}`);
  } else if (after.block === 'tabs') {
    if (!equal(tabList(before), tabList(after))) facts.push(`tabs: ${list(tabList(after))}`);
  } else if (after.block === 'status') {
    push(facts, scalar('source', statusSource(before), statusSource(after), { show: String }), scalar('refresh every (s)', before.refreshEvery, after.refreshEvery));
    if (!equal(statusItems(before), statusItems(after))) facts.push(`values: ${list(statusItems(after))}`);
  } else if (after.block === 'cards') {
    const button = (block: JsonObject, which: string) => {
      const found = objectAt(block, which);
      return found === undefined ? undefined : `${showText(found.label)} opens form ${code(stringAt(found, 'form') ?? '?')}`;
    };
    push(
      facts,
      scalar('list', before.list, after.list),
      scalar('rows at', before.rows, after.rows),
      scalar('entity', before.entity, after.entity),
      scalar('card title', objectAt(before, 'card')?.title, objectAt(after, 'card')?.title),
      scalar('card link', objectAt(before, 'card')?.link, objectAt(after, 'card')?.link),
      scalar('edit button', button(before, 'edit'), button(after, 'edit'), { show: String }),
      scalar('create button', button(before, 'create'), button(after, 'create'), { show: String }),
      scalar('empty text', before.empty, after.empty, { show: showText }),
      scalar('load failure message', before.loadFailed, after.loadFailed),
    );
  }
  if (after.block === 'custom') {
    facts.push(...customBlockFacts(before, after), ...otherProperties(before, after, [...BLOCK_KNOWN, ...CUSTOM_BLOCK_KNOWN]));
    return change('blocks', key, subject, facts);
  }
  if (after.block === 'grid') {
    push(facts, scalar('list', before.list, after.list), scalar('entity', before.entity, after.entity), scalar('row key', before.rowKey, after.rowKey));
    facts.push(...otherProperties(before, after, [...BLOCK_KNOWN, ...GRID_BLOCK_KNOWN]));
    return [...change('blocks', key, subject, facts), ...gridBlockChanges(key, subject, before, after)];
  }
  facts.push(...otherProperties(before, after, BLOCK_KNOWN));
  return change('blocks', key, subject, facts);
}

/** A modal form's `load`: "through `rule` (failure 'Error fetching rule.')". */
function describeLoad(load: unknown): string | undefined {
  if (!isObject(load)) return undefined;
  return `through ${code(stringAt(load, 'endpoint') ?? '?')} (failure ${showText(load.failure)})`;
}

function diffPageForm(name: string, before: JsonObject | undefined, after: JsonObject | undefined): Change[] {
  const key = `forms/${name}`;
  const subject = `Form ${bold(name)}`;
  if (!before && after) return change('blocks', key, subject, [`added: ${showText(after.title)} on ${code(stringAt(after, 'entity') ?? '?')}, ${fieldList(after)}, submits to ${value(objectAt(after, 'submit')?.endpoint)}`]);
  if (before && !after) return change('blocks', key, subject, [`removed (was ${showText(before.title)})`]);
  if (!before || !after || equal(before, after)) return [];
  const form = pageFormFacts(before, after);
  const facts: string[] = [];
  push(
    facts,
    scalar('title', before.title, after.title, { show: showText }),
    scalar('cancel button', before.cancelLabel, after.cancelLabel, { show: showText, fallback: 'Cancel' }),
    scalar('values read when opened', describeLoad(before.load), describeLoad(after.load), { show: String, absent: '(from the row)' }),
  );
  facts.push(...form.facts, ...otherProperties(before, after, FORM_KNOWN));
  return [
    ...change('blocks', key, subject, facts, form.risk === undefined ? undefined : `form ${code(name)} ${form.risk}`),
    ...form.fields.flatMap((field) => change('blocks', `${key}/fields/${field.name}`, `${subject}, field ${code(field.name)}`, field.facts)),
  ];
}

