/** The Delete link of each row: endpoint, confirm text and style, column header, link text. Every change here is a data risk. */
import { change, otherProperties, push, scalar } from '../../../../tooling/diff/facts.ts';
import { objectAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { showText, value } from '../../../../tooling/diff/markdown.ts';
import type { Change } from '../../../../tooling/diff/model.ts';

const KNOWN = ['endpoint', 'confirm', 'style', 'columnHeader', 'linkLabel'];

export function diffDelete(before: JsonObject, after: JsonObject): Change[] {
  const b = objectAt(before, 'delete');
  const a = objectAt(after, 'delete');
  if (!b && !a) return [];
  if (!b && a) {
    const facts = [`added (endpoint ${value(a.endpoint)}, ${value(a.style)} confirm)`];
    push(facts, a.confirm === undefined ? undefined : `confirm ${showText(a.confirm)}`);
    return change('delete', 'delete', 'Delete', facts, 'rows can now be deleted');
  }
  if (b && !a) return change('delete', 'delete', 'Delete', ['removed: rows can no longer be deleted'], 'delete link removed');
  const facts: string[] = [];
  const aspects: string[] = [];
  const lostConfirm = typeof b?.confirm === 'string' && b.confirm !== '' && (typeof a?.confirm !== 'string' || a.confirm === '');
  const confirm = scalar('confirm', b?.confirm, a?.confirm, { show: showText });
  const style = scalar('style', b?.style, a?.style);
  const endpoint = scalar('endpoint', b?.endpoint, a?.endpoint);
  push(
    facts,
    endpoint,
    lostConfirm ? `no longer asks first (confirm was ${showText(b?.confirm)})` : confirm,
    style,
    scalar('column header', b?.columnHeader, a?.columnHeader, { fallback: 'Action', show: showText }),
    scalar('link', b?.linkLabel, a?.linkLabel, { fallback: 'Delete', show: showText }),
    ...otherProperties(b, a, KNOWN),
  );
  if (endpoint) aspects.push(endpoint);
  if (style) aspects.push(style);
  if (confirm && !lostConfirm) aspects.push('confirm text changed');
  const risk = lostConfirm ? 'delete no longer asks for confirmation' : `delete changed${aspects.length > 0 ? `: ${aspects.join('; ')}` : ''}`;
  return change('delete', 'delete', 'Delete', facts, risk);
}
