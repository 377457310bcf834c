import { domainRules } from '../../../../domain/domainRules';
import type { StatusBlock } from '../../../../generated/screen';
import { readPath } from '../../../../templates/path';
import { evaluateCondition, type StateReader } from '../../../../conditions/evaluateCondition';
import { safeHref } from '../cards/safeHref';

export type StatusTone = 'success' | 'danger' | 'warning' | 'neutral';

export interface StatusItemView {
  label: string;
  text: string;
  tone: StatusTone;
  /** The item's `path`. */
  path: string;
  /** With `link`: the value's http(s) address, shown as a link of `text` (the link's text). */
  href?: string;
}

type StatusItem = StatusBlock['items'][number];

/** What an item's tone conditions read: `value` (and `value.<path>`) is the item's value, any other path reads the source. */
export function itemReader(source: unknown, value: unknown): StateReader {
  return (path) => (path === 'value' ? value : path.startsWith('value.') ? readPath(value, path.slice('value.'.length)) : readPath(source, path));
}

/** The text of a value: its `format` filter applied, objects as JSON, nothing as empty text. */
export function itemText(value: unknown, format: string | undefined): string {
  const filter = format === undefined ? undefined : domainRules().templateFilters[format];
  const shown = filter ? filter(value) : value;
  if (shown === undefined || shown === null) return '';
  return typeof shown === 'object' ? JSON.stringify(shown) : String(shown);
}

/** Each item of a status block over its source: label, text and the tone of the first rule that holds (neutral when none). */
export function statusItems(items: readonly StatusItem[], source: unknown): StatusItemView[] {
  return items.map((item) => {
    const value = readPath(source, item.path);
    const read = itemReader(source, value);
    const tone = item.tone?.find((rule) => evaluateCondition(rule.when, read))?.tone ?? 'neutral';
    const text = itemText(value, item.format);
    const href = item.link === undefined ? undefined : safeHref(text);
    return { label: item.label, text: href === undefined ? text : item.link ?? text, tone, path: item.path, ...(href !== undefined && { href }) };
  });
}

/** The tone of the whole card: that of the item at `cardTone` (neutral without one). */
export function cardToneOf(items: readonly StatusItemView[], cardTone: string | undefined): StatusTone {
  return cardTone === undefined ? 'neutral' : (items.find((item) => item.path === cardTone)?.tone ?? 'neutral');
}
