/** Toolbar buttons (by label) and row actions (by label): added, removed, reordered, what they do. */
import { change, otherProperties } from '../../../../tooling/diff/facts.ts';
import { isObject, keyed, objectsAt, reordered, stringAt, type Json, type JsonObject, type Keyed } from '../../../../tooling/diff/json.ts';
import { describeCondition } from '../../../../tooling/diff/conditions.ts';
import { arrow, bold, code, list, showText, value } from '../../../../tooling/diff/markdown.ts';
import type { Area, Change } from '../../../../tooling/diff/model.ts';
import { textOf } from '../../../../../shared/textOf.ts';

/** What a toolbar button does: 'opens form `add`', 'opens `/secure/reports/rules-config`', 'calls `cityIndex`', 'runs the batch update', 'refreshes'. */
export function describeAction(action: Json | undefined): string {
  if (action === 'batchUpdate') return 'runs the batch update';
  if (action === 'refresh') return 'refreshes the list';
  if (isObject(action) && typeof action.openForm === 'string') return `opens form ${code(action.openForm)}`;
  if (isObject(action) && typeof action.navigate === 'string') return `opens ${code(action.navigate)}`;
  if (isObject(action) && isObject(action.export)) {
    const exported = action.export;
    const columns = Array.isArray(exported.columns) ? ` of ${list(exported.columns.map((field) => code(textOf(field))))}` : '';
    return `exports the rows as CSV ${value(exported.fileName)}${columns}${exported.bom === true ? ' (with byte-order mark)' : ''}`;
  }
  if (isObject(action) && typeof action.call === 'string') {
    const failed = stringAt(action, 'failedMessage');
    return `calls ${code(action.call)}${failed === undefined ? '' : ` (failure message ${code(failed)})`}`;
  }
  return value(action);
}

interface ButtonList {
  area: Area;
  /** Property holding the list: `toolbar` or `rowActions`. */
  property: string;
  /** 'Button', 'Row action'. */
  noun: string;
  /** 'Toolbar', 'Row actions'. */
  listNoun: string;
  describe: (button: JsonObject) => string;
  known: string[];
}

function diffButtons(spec: ButtonList, before: JsonObject, after: JsonObject): Change[] {
  const b = keyed(objectsAt(before, spec.property), (button) => stringAt(button, 'label') ?? '?');
  const a = keyed(objectsAt(after, spec.property), (button) => stringAt(button, 'label') ?? '?');
  const old = new Map(b.map((entry) => [entry.key, entry.item]));
  const kept = new Set(a.map((entry) => entry.key));
  const changes: Change[] = [];
  const subject = (entry: Keyed<JsonObject>): string => `${spec.noun} ${bold(entry.id)}${entry.occurrence > 1 ? ` #${entry.occurrence}` : ''}`;
  const key = (entry: Keyed<JsonObject>): string => `${spec.property}/${entry.key}`;
  if (reordered(b.map((entry) => entry.key), a.map((entry) => entry.key))) {
    changes.push(...change(spec.area, spec.property, spec.listNoun, [`new order: ${list(a.map((entry) => bold(entry.id)))}`]));
  }
  for (const entry of a) {
    const previous = old.get(entry.key);
    if (!previous) {
      changes.push(...change(spec.area, key(entry), subject(entry), [`added (${spec.describe(entry.item)})`]));
      continue;
    }
    const facts: string[] = [];
    const was = spec.describe(previous);
    const now = spec.describe(entry.item);
    if (was !== now) facts.push(arrow(was, now));
    facts.push(...otherProperties(previous, entry.item, spec.known));
    changes.push(...change(spec.area, key(entry), subject(entry), facts));
  }
  for (const entry of b) {
    if (!kept.has(entry.key)) changes.push(...change(spec.area, key(entry), subject(entry), [`removed (${spec.describe(entry.item)})`]));
  }
  return changes;
}

export function diffToolbar(before: JsonObject, after: JsonObject): Change[] {
  return diffButtons(
    { area: 'toolbar', property: 'toolbar', noun: 'Button', listNoun: 'Toolbar', describe: (button) => describeAction(button.action), known: ['label', 'action'] },
    before,
    after,
  );
}

export function diffRowActions(before: JsonObject, after: JsonObject): Change[] {
  return diffButtons(
    {
      area: 'rowActions',
      property: 'rowActions',
      noun: 'Row action',
      listNoun: 'Row actions',
      describe: describeRowAction,
      known: ['label', 'openForm', 'endpoint', 'confirm', 'success', 'failure', 'navigate', 'carry', 'visibleWhen'],
    },
    before,
    after,
  );
}

/** What a row action does: 'opens form `edit`', 'calls `enable` after asking "…"', 'opens `/secure/x` with `id`'; and where it shows. */
export function describeRowAction(action: JsonObject): string {
  const shown = action.visibleWhen === undefined ? '' : `, shown when ${describeCondition(action.visibleWhen)}`;
  if (typeof action.endpoint === 'string') {
    const texts = (['confirm', 'success', 'failure'] as const).flatMap((key) => (typeof action[key] === 'string' ? [`${key} ${showText(action[key])}`] : []));
    const choices = Array.isArray(action.choices) ? action.choices.flatMap((choice) => (isObject(choice) ? [`${showText(choice.label)} with ${JSON.stringify(choice.values)}`] : [])) : [];
    if (choices.length > 0) texts.push(`answers ${choices.join(' or ')}, no answer calls nothing`);
    if (isObject(action.read)) texts.push(`reads ${code(textOf(action.read.endpoint))} first (failure ${showText(action.read.failure)})`);
    if (Array.isArray(action.cases)) {
      for (const variant of action.cases) if (isObject(variant)) texts.push(`when ${describeCondition(variant.when)}: ${JSON.stringify(Object.fromEntries(Object.entries(variant).filter(([key]) => key !== 'when')))}`);
    }
    return `calls ${code(action.endpoint)}${texts.length > 0 ? ` (${texts.join('; ')})` : ''}${shown}`;
  }
  if (typeof action.navigate === 'string') {
    const carry = Array.isArray(action.carry) ? ` with ${list(action.carry.map((field) => code(textOf(field))))}` : '';
    return `opens ${code(action.navigate)}${carry}${shown}`;
  }
  return `opens form ${value(action.openForm)}${shown}`;
}
