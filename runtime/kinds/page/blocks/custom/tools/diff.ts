/** A custom block as reviewers read it: its component, the calls it maps, its texts and its props. */
import { push, scalar, templateMap } from '../../../../../tooling/diff/facts.ts';
import { equal, objectAt, stringAt, unionKeys, type JsonObject } from '../../../../../tooling/diff/json.ts';
import { arrow, brief, code, list, showText, value } from '../../../../../tooling/diff/markdown.ts';

/** Properties of a custom block read here (the others are the common ones of every block). */
export const CUSTOM_BLOCK_KNOWN = ['component', 'endpoints', 'forms', 'messages', 'props'];

/** 'component `countBadge`, calls `list` → `regions`'. */
export function describeCustomBlock(block: JsonObject): string {
  const calls = Object.entries(objectAt(block, 'endpoints') ?? {}).map(([role, endpoint]) => `${code(role)} → ${value(endpoint)}`);
  return `component ${code(stringAt(block, 'component') ?? '?')}${calls.length > 0 ? `, calls ${list(calls)}` : ''}`;
}

/** What changed in a custom block: component, each call's endpoint, each form it opens, each text, each prop. */
export function customBlockFacts(before: JsonObject, after: JsonObject): string[] {
  const facts: string[] = [];
  push(facts, scalar('component', before.component, after.component));
  facts.push(...templateMap('endpoint', objectAt(before, 'endpoints'), objectAt(after, 'endpoints')));
  facts.push(...templateMap('form', objectAt(before, 'forms'), objectAt(after, 'forms')));
  const b = objectAt(before, 'messages');
  const a = objectAt(after, 'messages');
  for (const key of unionKeys(b, a)) {
    const old = b?.[key];
    const now = a?.[key];
    if (equal(old, now)) continue;
    facts.push(`message ${code(key)} ${old === undefined ? `added: ${showText(now)}` : now === undefined ? `removed (was ${showText(old)})` : arrow(showText(old), showText(now))}`);
  }
  const bp = objectAt(before, 'props');
  const ap = objectAt(after, 'props');
  for (const key of unionKeys(bp, ap)) {
    const old = bp?.[key];
    const now = ap?.[key];
    if (equal(old, now)) continue;
    const show = (json: typeof old) => brief(json) ?? 'a value';
    facts.push(`prop ${code(key)} ${old === undefined ? `added (${show(now)})` : now === undefined ? `removed (was ${show(old)})` : arrow(show(old), show(now))}`);
  }
  return facts;
}
