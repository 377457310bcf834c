/** A field's `onChange` as reviewers read it: 'clears `skippedTag`; sets `sortHeaderName` to "Bouquet"'. */
import { describeCondition } from '../../../../tooling/diff/conditions.ts';
import { isObject, type Json } from '../../../../tooling/diff/json.ts';
import { arrow, code, showText, value } from '../../../../tooling/diff/markdown.ts';
import { textOf } from '../../../../../shared/textOf.ts';

export function describeEffects(json: Json | undefined): string | undefined {
  if (!isObject(json)) return undefined;
  const effects = describeBranch(json);
  if (json.when === undefined) return effects;
  const otherwise = describeBranch(json.otherwise);
  return `when ${describeCondition(json.when)}: ${effects ?? 'nothing'}${otherwise === undefined ? '' : `; otherwise ${otherwise}`}`;
}

/** The `clear` and `set` of one branch: 'clears `skippedTag`; sets `sortHeaderName` to "Bouquet"'. */
function describeBranch(json: Json | undefined): string | undefined {
  if (!isObject(json)) return undefined;
  const clear = Array.isArray(json.clear) ? json.clear.map((name) => code(textOf(name))) : [];
  const set = isObject(json.set) ? Object.entries(json.set).map(([name, to]) => `${code(name)} to ${typeof to === 'string' ? showText(to) : value(to)}`) : [];
  const parts = [clear.length > 0 ? `clears ${clear.join(', ')}` : '', set.length > 0 ? `sets ${set.join(', ')}` : ''].filter((part) => part !== '');
  return parts.length === 0 ? undefined : parts.join('; ');
}

/** The fact of a changed `onChange`, if it changed. */
export function effectsFact(before: Json | undefined, after: Json | undefined): string | undefined {
  const old = describeEffects(before);
  const now = describeEffects(after);
  if (old === now) return undefined;
  if (old === undefined) return `on change: ${now ?? ''}`;
  if (now === undefined) return `on change removed (was: ${old})`;
  return `on change: ${arrow(old, now)}`;
}
