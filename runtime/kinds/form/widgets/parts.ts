import type { Widget } from '../../../generated/screen';
import type { FormUiSchema } from '../types';

/** The widget names of the meta-schema (`fields[].ui.widget`). */
export type FormWidgetName = Widget['widget'];
export type WidgetOf<K extends FormWidgetName> = Extract<Widget, { widget: K }>;

/** What a field's date rule judges: the rule's name, the dates, and the page state path of the data it reads (`cutoffs.answer`). */
export interface RuledDates {
  rule: string;
  dates: string[];
  ruleData?: string;
}

/** A field's messages by keyword (`required`, `rule`, `accept`, …). */
export type FieldMessages = Readonly<Record<string, string | undefined>>;

/** A text of a widget's `ui` as the catalogue lists it, keyed under its field (`addLabel`, `labels.36500`). */
export interface WidgetText {
  key: string;
  text: string;
}

/**
 * A field offering the rows of a lookup: one chosen (templates read `{field.label}` and its row's
 * columns) or several (a list), and the field above it in a cascade (options are the rows whose
 * `parentKey` equals the parent's value).
 */
export interface LookupChoice {
  lookup: string;
  several: boolean;
  parent?: string;
  parentKey?: string;
}

/**
 * The app's parts of a form widget: what the form runtime, the page forms and the catalogue need
 * of it. A widget's folder exports them (`<widget>/index.ts`); its view is in the same folder and
 * reaches RJSF through `widgets/index.ts` (form code only), so grids, pages and the catalogue
 * reading these parts never load it; its checker rules and diff are in its `tools.ts`.
 */
export interface WidgetParts<K extends FormWidgetName> {
  /** What its view reads besides `ui:widget` and `ui:placeholder` (RJSF `ui:options`, a select's `ui:enumNames`), from its `ui` and the field's messages. */
  uiEntry(widget: WidgetOf<K>, messages: FieldMessages): FormUiSchema;
  /** The JSON Schema types of the property it can edit; undefined = any. */
  propertyTypes: readonly string[] | undefined;
  /** The texts of its `ui` the catalogue lists. */
  texts(widget: WidgetOf<K>): WidgetText[];
  /** The lookup it offers choices from. */
  lookupChoice(widget: WidgetOf<K>): LookupChoice | undefined;
  /** The option set it offers (written into the field's schema as its `enum`). */
  optionSet(widget: WidgetOf<K>): string | undefined;
  /** It, showing the entity's enum labels (`x-labels`) where it shows the enum without labels of its own. */
  withEnumLabels(widget: WidgetOf<K>, labels: Record<string, string>): WidgetOf<K>;
  /**
   * The date rule it applies, the dates of a value the rule judges (`opened`: the field's value when
   * the form opened) and the page state path whose value the rule judges them by (`ruleData`).
   */
  ruledDates(widget: WidgetOf<K>, value: unknown, opened: unknown): RuledDates | undefined;
  /** Whether it refuses a date before today (`notBefore: today`). */
  notBeforeToday(widget: WidgetOf<K>): boolean;
  /** Whether its value names a file the form sends as multipart/form-data. */
  sendsFile: boolean;
  /** Whether its view shows the field's label itself (the field template then shows none). */
  labelsItself: boolean;
  /**
   * The form of the value it makes, in words, where it makes the one form the property's `pattern`
   * asks ('a date written yyyy-mm-dd'): a refused value is then said from the label and these words.
   * Undefined where the words must come from the definition (`messages.pattern`).
   */
  valueForm(widget: WidgetOf<K>): string | undefined;
  /**
   * The rows it offers from the page state, read through `read` (`addons.answer`: an inventory
   * another block loaded; a chosen bouquet's variants); undefined when it offers none from there.
   * The form hands them to its view (`formContext.stateOptions`).
   */
  stateOptions(widget: WidgetOf<K>, read: (path: string) => unknown): unknown;
  /** What it refuses of a value the form validates (an add-on quantity above the stock), given the rows it offers from the page state (`stateOptions`): the keyword of the field's message saying it, and the words said without one. */
  refusal(widget: WidgetOf<K>, value: unknown, offered: unknown): WidgetRefusal | undefined;
  /** The keywords of the field's messages its view or its refusal says besides the form's own (`addNone`, `tooMany`): the checker knows them on its fields only. */
  messageKeywords: readonly string[];
}

/** A value a widget refuses: the keyword of the field's message, and the words said when the field gives none. */
export interface WidgetRefusal {
  keyword: string;
  fallback: string;
}

/** Parts a widget without a given part uses. */
export const noUiOptions = (): FormUiSchema => ({});
export const noTexts = (): WidgetText[] => [];
export const noLookup = (): undefined => undefined;
export const noOptionSet = (): undefined => undefined;
export const keepsWidget = <W>(widget: W): W => widget;
export const noDateRule = (): undefined => undefined;
export const neverBeforeToday = (): boolean => false;
export const noValueForm = (): undefined => undefined;
export const noStateOptions = (): undefined => undefined;
export const noRefusal = (): undefined => undefined;
