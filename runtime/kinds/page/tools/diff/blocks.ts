/**
 * A page's blocks (by id) and its modal forms (by name): added, removed, reordered, and what
 * changed in each: kind, title, `when`, a form's fields and submit texts, a result's source and
 * values, a cards block's list, card templates, buttons and texts.
 */
import { BLOCK_COMMON } from '../../blocks/toolParts.ts';
import { isBlockKind, toolsOf } from '../../blocks/toolRegistry.ts';
import { conditionFact } from '../../../../tooling/diff/conditions.ts';
import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { equal, isObject, objectAt, objectsAt, reordered, stringAt, unionKeys, type JsonObject } from '../../../../tooling/diff/json.ts';
import { bold, code, list, showText, value } from '../../../../tooling/diff/markdown.ts';
import type { Change } from '../../../../tooling/diff/model.ts';
import { fieldList, pageFormFacts } from './pageForms.ts';

const FORM_KNOWN = ['title', 'cancelLabel', 'load', 'entity', 'payload', 'fields', 'submit'];

/** Every block by id, those inside tabs too (a tab's blocks are diffed as blocks of their own; the tabs block lists its tabs). */
function blocksById(screen: JsonObject): Map<string, JsonObject> {
  const flat = (blocks: JsonObject[]): JsonObject[] =>
    blocks.flatMap((block) => [block, ...(isBlockKind(block.block) ? flat(toolsOf(block.block).rawChildren(block)) : [])]);
  return new Map(flat(objectsAt(screen, 'blocks')).map((block) => [stringAt(block, 'id') ?? '?', block]));
}

function subjectOf(id: string, block: JsonObject): string {
  return `Block ${bold(id)} (${stringAt(block, 'block') ?? '?'})`;
}

function describeBlock(block: JsonObject): string {
  return isBlockKind(block.block) ? toolsOf(block.block).describe(block) : value(block.block);
}

export function diffBlocks(before: JsonObject, after: JsonObject): Change[] {
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
  if (isBlockKind(after.block)) return toolsOf(after.block).changes(before, after, { key, id, subject }, facts);
  facts.push(...otherProperties(before, after, BLOCK_COMMON));
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

