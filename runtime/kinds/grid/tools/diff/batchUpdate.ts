/** 'Update All Changes': mode, endpoint, arrays, extra body, the confirm dialog (title, details, checkbox, button), failure toast. */
import { change, otherProperties, push, scalar, templateMap } from '../../../../tooling/diff/facts.ts';
import { equal, objectAt, stringAt, unionKeys, type Json, type JsonObject } from '../../../../tooling/diff/json.ts';
import { arrow, code, quote, showText, value } from '../../../../tooling/diff/markdown.ts';
import type { Change } from '../../../../tooling/diff/model.ts';

const KNOWN = ['endpoint', 'mode', 'saveOn', 'arrays', 'confirm', 'body', 'failureStyle', 'serverErrorText'];
const SUBJECT = 'Batch update';

function describe(batch: JsonObject): string {
  return `mode ${value(batch.mode)}, endpoint ${value(batch.endpoint)}`;
}

export function diffBatchUpdate(before: JsonObject, after: JsonObject): Change[] {
  const b = objectAt(before, 'batchUpdate');
  const a = objectAt(after, 'batchUpdate');
  if (!b && !a) return [];
  if (!b && a) return change('batchUpdate', 'batchUpdate', SUBJECT, [`added (${describe(a)})`], `batch update added (${describe(a)})`);
  if (b && !a) return change('batchUpdate', 'batchUpdate', SUBJECT, [`removed (was ${describe(b)})`]);
  const old = b ?? {};
  const now = a ?? {};
  const facts: string[] = [];
  const risky: string[] = [];
  const mode = scalar('mode', old.mode, now.mode);
  // Saving on each edit sends without asking: a change of when edits are sent is a risk.
  const saveOn = scalar('saved on', old.saveOn, now.saveOn, { fallback: 'confirm' });
  const endpoint = scalar('endpoint', old.endpoint, now.endpoint);
  const arrays = arrayFacts(objectAt(old, 'arrays'), objectAt(now, 'arrays'));
  const body = templateMap('body', old.body, now.body);
  push(facts, mode, saveOn, endpoint);
  facts.push(...arrays, ...body);
  if (mode) risky.push(mode);
  if (saveOn) risky.push(saveOn);
  if (endpoint) risky.push(endpoint);
  if (arrays.length > 0) risky.push('arrays changed');
  if (body.length > 0) risky.push('body changed');
  const confirm = confirmFacts(objectAt(old, 'confirm'), objectAt(now, 'confirm'));
  facts.push(...confirm.facts);
  risky.push(...confirm.risky);
  push(
    facts,
    scalar('failure style', old.failureStyle, now.failureStyle, { fallback: 'warning' }),
    scalar('server error text in the failure toast', old.serverErrorText, now.serverErrorText, { fallback: false, show: onOff }),
    ...otherProperties(old, now, KNOWN),
  );
  return change('batchUpdate', 'batchUpdate', SUBJECT, facts, risky.length > 0 ? `batch update: ${risky.join('; ')}` : undefined);
}

function onOff(json: Json): string {
  return json === true ? 'on' : json === false ? 'off' : value(json);
}

/** `arrays` mode: body key ← row field. */
function arrayFacts(before: JsonObject | undefined, after: JsonObject | undefined): string[] {
  const facts: string[] = [];
  for (const key of unionKeys(before, after)) {
    const old = before?.[key];
    const now = after?.[key];
    if (equal(old, now)) continue;
    if (old === undefined) facts.push(`array ${code(key)} ← ${value(now)} added`);
    else if (now === undefined) facts.push(`array ${code(key)} removed (was ← ${value(old)})`);
    else facts.push(`array ${code(key)} ← ${arrow(value(old), value(now))}`);
  }
  return facts;
}

function checked(json: Json | undefined): string {
  return json === true ? 'checked' : json === false ? 'unchecked' : '(unset)';
}

function confirmFacts(before: JsonObject | undefined, after: JsonObject | undefined): { facts: string[]; risky: string[] } {
  const facts: string[] = [];
  const risky: string[] = [];
  push(facts, scalar('confirm title', before?.title, after?.title, { show: showText }));
  facts.push(...detailsFacts(objectAt(before, 'details'), objectAt(after, 'details')));
  const box = checkboxFacts(objectAt(before, 'checkbox'), objectAt(after, 'checkbox'));
  facts.push(...box.facts);
  risky.push(...box.risky);
  push(
    facts,
    scalar('confirm button', before?.confirmLabel, after?.confirmLabel, { fallback: 'Confirm', show: showText }),
    ...otherProperties(before, after, ['title', 'details', 'checkbox', 'confirmLabel'], 'confirm '),
  );
  return { facts, risky };
}

function detailsFacts(before: JsonObject | undefined, after: JsonObject | undefined): string[] {
  if (!before && !after) return [];
  if (!before && after) {
    const heading = stringAt(after, 'heading');
    return [`confirm now lists details from ${value(after.endpoint)}${heading === undefined ? '' : ` under ${quote(heading)}`}, one ${value(after.item)} each`];
  }
  if (before && !after) return [`confirm no longer lists details (was from ${value(before.endpoint)})`];
  const facts: string[] = [];
  push(
    facts,
    scalar('confirm details endpoint', before?.endpoint, after?.endpoint),
    scalar('confirm details heading', before?.heading, after?.heading, { show: showText }),
    scalar('confirm details item', before?.item, after?.item),
    ...otherProperties(before, after, ['endpoint', 'heading', 'item'], 'confirm details '),
  );
  return facts;
}

function checkboxFacts(before: JsonObject | undefined, after: JsonObject | undefined): { facts: string[]; risky: string[] } {
  if (!before && !after) return { facts: [], risky: [] };
  if (!before && after) {
    const fact = `confirm checkbox ${value(after.name)} added: ${showText(after.label)}, ${checked(after.default)} by default`;
    return { facts: [fact], risky: [`confirm checkbox ${value(after.name)} added, ${checked(after.default)} by default`] };
  }
  if (before && !after) return { facts: [`confirm checkbox ${value(before.name)} removed`], risky: [`confirm checkbox ${value(before.name)} removed`] };
  const name = value(after?.name);
  const facts: string[] = [];
  const risky: string[] = [];
  const renamed = scalar('confirm checkbox', before?.name, after?.name);
  const flipped = equal(before?.default, after?.default) ? undefined : `confirm checkbox ${name} default ${arrow(checked(before?.default), checked(after?.default))}`;
  push(
    facts,
    renamed,
    scalar(`confirm checkbox ${name} label`, before?.label, after?.label, { show: showText }),
    flipped,
    ...otherProperties(before, after, ['name', 'label', 'default'], `confirm checkbox ${name} `),
  );
  if (renamed) risky.push(renamed);
  if (flipped) risky.push(flipped);
  return { facts, risky };
}
