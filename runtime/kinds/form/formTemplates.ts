import type { Endpoint } from '../../generated/screen';
import type { LookupOption } from '../../lookups/useLookup';
import { readPath } from '../../templates/path';
import type { TemplateGlobals } from '../../templates/globals';
import { placeholdersOf, renderTemplate } from '../../templates/template';
import { lookupChoices } from './cascade';
import type { FormValues, ResolvedForm } from './types';
import { isEmptyValue, sameValue } from './values';

/** A chosen lookup row as templates read it: the row's columns plus the option's `label`. */
export type ChosenRow = Record<string, unknown> & { label: string };

/** What a form's templates read. */
export interface FormTemplateContext {
  /** The form's values (computed fields excluded). */
  values: FormValues;
  /** The computed fields, including those not shown. */
  computed: FormValues;
  /** By `lookupSelect` field: the row of the chosen option, so `{zoneId.label}` and `{zoneId.zone_name}` resolve. */
  choices: Record<string, ChosenRow | ChosenRow[]>;
  /** The row an edit form (`initial: row`) was opened for; its fields are readable too. */
  row?: Record<string, unknown>;
  /** `user.*` and `today` (runtime/templates/globals.ts); a field of the same name wins. */
  globals?: TemplateGlobals;
  /** What the grid around the form gives its templates (a sub-table's `parent`); everything else wins. */
  outer?: Readonly<Record<string, unknown>>;
}

/**
 * Where chosen rows sit in the flat context handed to the template engine. They cannot sit under
 * the field's own name, where `{zoneId}` must still read the chosen value (an id), so `{zoneId.x}`
 * placeholders are pointed here instead (see `pointAtChoices`).
 */
export const CHOICES_KEY = '~choices';

/** For each `lookupSelect` field with a value, the chosen option's row and label. */
export function chosenRows(form: ResolvedForm, values: FormValues, optionsByLookup: Readonly<Record<string, readonly LookupOption[]>>): Record<string, ChosenRow | ChosenRow[]> {
  const choices: Record<string, ChosenRow | ChosenRow[]> = {};
  for (const [field, widget] of Object.entries(lookupChoices(form))) {
    const options = optionsByLookup[widget.lookup] ?? [];
    const rowOf = (value: unknown): ChosenRow | undefined => {
      const option = options.find((candidate) => sameValue(candidate.value, value));
      return option ? { ...option.row, label: option.label } : undefined;
    };
    if (!widget.several) {
      const row = rowOf(values[field]);
      if (row) choices[field] = row;
      continue;
    }
    // Several chosen: their rows in the order chosen (`{deliveryRegion.0.province_code}`: the first region's).
    const chosen = Array.isArray(values[field]) ? (values[field] as unknown[]) : [];
    choices[field] = chosen.map(rowOf).filter((row): row is ChosenRow => row !== undefined);
  }
  return choices;
}

/** `{zoneId.label|upper}` → `{~choices.zoneId.label|upper}` for every select field; other placeholders are left alone. */
export function pointAtChoices(template: string, selectFields: ReadonlySet<string>): string {
  return template.replace(/\{([^{}|.]+)\.([^{}|]+)((?:\|[A-Za-z][A-Za-z0-9]*)*)\}/g, (all, head: string, rest: string, filters: string) =>
    selectFields.has(head.trim()) ? `{${CHOICES_KEY}.${head.trim()}.${rest}${filters}}` : all,
  );
}

/** The flat context the template engine reads: globals, row, then values, then computed fields, plus the chosen rows. */
export function flatContext(context: FormTemplateContext): Record<string, unknown> {
  return { ...context.outer, ...context.globals, ...context.row, ...context.values, ...context.computed, [CHOICES_KEY]: context.choices };
}

const selectFieldsOf = (form: ResolvedForm) => new Set(Object.keys(lookupChoices(form)));

/** Fills one template of a form; with `state`, a placeholder the form does not hold reads the page state (`{calendar.editTime}`). */
export function renderFormTemplate(form: ResolvedForm, template: string, context: FormTemplateContext, state?: Readonly<Record<string, unknown>>): unknown {
  return renderTemplate(pointAtChoices(template, selectFieldsOf(form)), { ...state, ...flatContext(context) });
}

/**
 * The computed fields of a form for the current values, in definition order (a computed field may
 * read one computed before it), e.g. `name: {zoneId.label} - {displayText} - {rate}`. A computed
 * field stays empty until every value it reads is there, so a half-built name is never shown or
 * sent, and a required computed field reports its own message until the form is complete.
 */
export function computeFields(form: ResolvedForm, context: Omit<FormTemplateContext, 'computed'>): FormValues {
  const computed: FormValues = {};
  const selectFields = selectFieldsOf(form);
  for (const [field, template] of Object.entries(form.computed ?? {})) {
    if (template === undefined) continue;
    const pointed = pointAtChoices(template, selectFields);
    const flat = flatContext({ ...context, computed });
    const complete = placeholdersOf(pointed).every((placeholder) => !isEmptyValue(readPath(flat, placeholder.path)));
    computed[field] = complete ? renderTemplate(pointed, flat) : undefined;
  }
  return computed;
}

/**
 * The request body of a submit: the endpoint's `body` templates over values, computed fields and
 * chosen rows; without templates, the values and computed fields themselves.
 */
export function buildBody(form: ResolvedForm, endpoint: Endpoint, context: FormTemplateContext): Record<string, unknown> {
  if (!endpoint.body) return { ...context.values, ...context.computed };
  const body: Record<string, unknown> = {};
  for (const [key, template] of Object.entries(endpoint.body)) {
    if (template !== undefined) body[key] = renderFormTemplate(form, template, context);
  }
  return body;
}

/** The endpoint with its path's `{select.column}` placeholders pointed at the chosen rows too. */
export function submitEndpoint(form: ResolvedForm, endpoint: Endpoint): Endpoint {
  return { ...endpoint, path: pointAtChoices(endpoint.path, selectFieldsOf(form)) };
}
