import { adjustmentChanges } from './adjustmentChanges.ts';
import { isCompleteAfterBefore } from './completeWindow.ts';
import type { AdjustmentChanges, AdjustmentInput, BouquetChoice, ChosenAddon, KnownAddon, TimelineName } from './types.ts';

type Args = Readonly<Record<string, unknown>>;

/** The arguments naming timeline entries: `"timeline.deliveryDate": "Delivery Date"` makes the field deliveryDate's entry 'Delivery Date'. */
const TIMELINE_ARG = 'timeline.';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const records = (value: unknown): readonly Readonly<Record<string, unknown>>[] => (Array.isArray(value) ? (value as readonly unknown[]).filter(isRecord) : []);

/** An add-on row's title: `value` (the picker's), else `title` (older carts, 001 §3; an inventory product node). */
const titleOf = (row: Readonly<Record<string, unknown>>): string => text(row.value) || text(row.title);

/** A row's variant id: its `id`, or the first variant's for an inventory product node (whose own id is the product's). */
function variantIdOf(row: Readonly<Record<string, unknown>>): string {
  if (Array.isArray(row.variants)) return text(records(row.variants)[0]?.id);
  return text(row.id);
}

/** A chosen add-on's quantity: a whole number (as text too); 1 when none is given. */
function quantityOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const number = typeof value === 'number' ? value : Number(text(value));
  return Number.isFinite(number) ? Math.trunc(number) : 0;
}

function chosenAddons(value: unknown): ChosenAddon[] {
  return records(value).map((row) => ({ value: titleOf(row), id: variantIdOf(row), quantity: quantityOf(row.quantity) }));
}

function knownAddons(value: unknown): KnownAddon[] {
  return records(value).map((row) => ({ value: titleOf(row), id: variantIdOf(row) }));
}

function bouquetChoice(value: unknown): BouquetChoice | undefined {
  return isRecord(value) && text(value.id).trim() !== '' ? { id: text(value.id), title: text(value.title) } : undefined;
}

function timelineNames(args: Args): TimelineName[] {
  return Object.entries(args).flatMap(([arg, name]) => (arg.startsWith(TIMELINE_ARG) ? [{ field: arg.slice(TIMELINE_ARG.length), name: text(name) }] : []));
}

/** The rule's input from a definition's filled arguments (see `orderAdjustmentValueRules`). */
export function adjustmentInputOf(args: Args): AdjustmentInput {
  return {
    order: isRecord(args.order) ? args.order : {},
    values: isRecord(args.values) ? args.values : {},
    addons: chosenAddons(args.addons),
    available: knownAddons(args.available),
    bouquet: bouquetChoice(args.bouquet),
    timelineNames: timelineNames(args),
    tag: text(args.tag),
  };
}

const changesOf = (args: Args): AdjustmentChanges => adjustmentChanges(adjustmentInputOf(args));

/**
 * The Order Adjustments rules a definition names (001 §5, §7 PUT /pull-automation/timeline).
 *
 * Value rules, all four with the same named arguments:
 * - `order`: the order as queried, a whole placeholder (`"{query.answer}"`);
 * - `values`: the edited values under the order's field names (`"{adjust}"`);
 * - `addons`: the add-on picker's list (rows of `value` or `title`, `id`, `quantity`);
 * - `available` (optional): the add-ons offered, where an add-on removed whole finds its id
 *   (picker rows, or the Gift-adds inventory answer's product nodes);
 * - `bouquet` (optional): the bouquet variant chosen, a row with `id` and `title` (the size);
 * - `tag`: the timeline tag's text;
 * - `timeline.<field>`: the name of the timeline entry the field `<field>` makes
 *   (`"timeline.deliveryDate": "Delivery Date"`); only the fields named so are compared, in the
 *   order of the arguments.
 *
 * `adjustmentChanges` gives `{ timelines, tags, inventories }` whole (for a value kept in the page
 * state); a body sends each part under its own key, so `adjustmentTimelines`, `adjustmentTags`
 * and `adjustmentInventories` give one part each: three names the checker knows, rather than one
 * rule with a `part` text it could not check.
 *
 * Value check `completeAfterBefore` (on the complete-after field, `"checkArgs": { "before":
 * "{adjust.completeBefore}" }`): the moment comes before complete-before ('CompleteAfter should
 * before CompleteBefore').
 */
export const orderAdjustmentValueRules = {
  adjustmentChanges: changesOf,
  adjustmentTimelines: (args: Args) => changesOf(args).timelines,
  adjustmentTags: (args: Args) => changesOf(args).tags,
  adjustmentInventories: (args: Args) => changesOf(args).inventories,
} as const;

export const orderAdjustmentChecks = {
  completeAfterBefore: (value: unknown, args?: Args) => isCompleteAfterBefore(value, args?.before),
} as const;
