import { domainRules } from '../../../../domain/domainRules';
import type { StatusBlock } from '../../../../generated/screen';
import { readPath } from '../../../../templates/path';
import { renderTemplate } from '../../../../templates/template';
import { evaluateCondition, type StateReader } from '../../../../conditions/evaluateCondition';
import { safeHref } from '../cards/safeHref';
import { textOf } from '../../../../../shared/textOf';

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

/** The text of a value: its `format` filter applied, objects as JSON, nothing as empty text; then its text in `labels` when it names it. */
export function itemText(value: unknown, format: string | undefined, labels?: Readonly<Record<string, string | undefined>>): string {
  const filter = format === undefined ? undefined : domainRules().templateFilters[format];
  const shown = filter ? filter(value) : value;
  if (shown === undefined || shown === null) return '';
  const text = typeof shown === 'object' ? JSON.stringify(shown) : textOf(shown);
  return labels !== undefined && Object.hasOwn(labels, text) ? (labels[text] ?? text) : text;
}

const asContext = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** A text that is a template over `over` (a grouped status's entry, a group's title): filled, nothing read as empty text. */
export function filledText(template: string, over: unknown): string {
  const filled = renderTemplate(template, asContext(over));
  return filled === undefined || filled === null ? '' : textOf(filled);
}

/**
 * Each item of a status block over its source: label, text and the tone of the first rule that
 * holds (neutral when none). With `labelOver`, labels are templates over it (a grouped status's entry).
 */
export function statusItems(items: readonly StatusItem[], source: unknown, labelOver?: unknown): StatusItemView[] {
  return items.map((item) => {
    const value = readPath(source, item.path);
    const read = itemReader(source, value);
    const tone = item.tone?.find((rule) => evaluateCondition(rule.when, read))?.tone ?? 'neutral';
    const text = itemText(value, item.format, item.labels);
    const href = item.link === undefined ? undefined : safeHref(text);
    const label = labelOver === undefined ? item.label : filledText(item.label, labelOver);
    return { label, text: href === undefined ? text : item.link ?? text, tone, path: item.path, ...(href !== undefined && { href }) };
  });
}

/** One group of a grouped status (a cluster): its heading and the items of each of its entries (its services), in order. */
export interface StatusGroupView {
  title: string;
  items: StatusItemView[];
}

/** Text of a grouped status whose source holds no group, unless the block says its own. */
export const NO_GROUPS = 'Nothing to show.';

/**
 * A grouped status (`groups`): the source is a list of groups, each titled by `groups.title` over
 * it, its entries the list at `groups.entries`, every item shown once per entry and reading it (its
 * label a template over the entry, its path and tone conditions the entry's). A source that is no
 * list has no group.
 */
export function statusGroups(block: Pick<StatusBlock, 'items' | 'groups'>, source: unknown): StatusGroupView[] {
  const groups = block.groups;
  if (groups === undefined || !Array.isArray(source)) return [];
  return source.map((group: unknown) => {
    const entries = readPath(group, groups.entries);
    const list: unknown[] = Array.isArray(entries) ? entries : [];
    return { title: filledText(groups.title, group), items: list.flatMap((entry) => statusItems(block.items, entry, entry)) };
  });
}

/** The tone of the whole card: that of the item at `cardTone` (neutral without one). */
export function cardToneOf(items: readonly StatusItemView[], cardTone: string | undefined): StatusTone {
  return cardTone === undefined ? 'neutral' : (items.find((item) => item.path === cardTone)?.tone ?? 'neutral');
}
