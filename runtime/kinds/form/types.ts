import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Form, Widget } from '../../generated/screen';
import type { LookupOption } from '../../lookups/useLookup';
import type { OptionItem } from '../../options/optionItems';

/** A form's values by field name (RJSF's `formData`). */
export type FormValues = Record<string, unknown>;

/** What a field offering a lookup's rows shows now: its options (already narrowed by the parent in a cascade) and whether it can be used. */
export interface LookupFieldState {
  options: LookupOption[];
  /** True while a cascade's parent has no value. */
  disabled: boolean;
  status: 'loading' | 'failed' | 'ready';
  /** Why the options could not be loaded. */
  error?: string;
}

/**
 * Run-time data the widgets read from RJSF's `formContext` (never from the schema, which must stay
 * the very schema the validator was compiled from). A type alias, as RJSF needs an index-compatible type.
 */
export type FormContext = {
  /** By field name, for every field whose widget offers a lookup's rows (`lookupChoice`). */
  lookupFields: Record<string, LookupFieldState>;
  /** Today in America/Winnipeg (`yyyy-MM-dd`): the `min` of `notBefore: today` dates, and what date rules judge by. */
  today: string;
  /** The instant (ms) `today` was looked at: date rules with a time of day (a cutoff at 15:55) judge by it; omitted = the time of rendering. */
  now?: number;
  /** By field name, the value of the page state path each date field names by `ruleData` (what its rule judges by). */
  ruleData?: Record<string, unknown>;
  /** By field name, the value of the page state path each widget offering rows from the page state names (an add-on picker's `options`). */
  stateOptions?: Record<string, unknown>;
  /** The files chosen in `file` fields, by field name (forms that send multipart/form-data). */
  files?: FileStore;
  /** The definition's option sets (`options`), by name: what a text field's `suggestions` offers, the labels a select naming a set shows. */
  optionSets?: Readonly<Record<string, readonly OptionItem[] | undefined>>;
};

/** Where a form keeps the files its `file` fields chose (their values hold only the names). */
export interface FileStore {
  set(field: string, file: File | undefined): void;
  get(field: string): File | undefined;
}

/**
 * A form as the form runtime runs it: the JSON Schema derived from its entity (resolveForm.ts,
 * the very schema the build compiled), with each field's widget, messages and computed template
 * by field name. Definitions never hold this shape: they name entity properties (`Form.fields`).
 */
export type ResolvedForm = Omit<Form, 'entity' | 'payload' | 'fields'> & {
  schema: Record<string, unknown>;
  /** Field order (RJSF ui:order). */
  order?: string[];
  ui?: Record<string, Widget>;
  computed?: Record<string, string>;
  messages?: Record<string, Record<string, string>>;
};

/** A form's uiSchema (uiSchema.ts builds it, each widget adds its options: widgets/parts.ts). */
export type FormUiSchema = UiSchema<FormValues, RJSFSchema, FormContext>;
