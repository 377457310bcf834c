import { useContext, useMemo, useState } from 'react';
import { createSchemaUtils, type CustomValidator, type ErrorSchema, type ErrorTransformer, type RJSFSchema } from '@rjsf/utils';
import { useApi } from '../../api/useApi';
import { useAuth } from '../../auth/AuthContext';
import { templateGlobals } from '../../templates/globals';
import { renderTemplate } from '../../templates/template';
import type { GridScreen } from '../../generated/screen';
import type { LookupOption, LookupState } from '../../lookups/useLookup';
import { useLookup } from '../../lookups/useLookup';
import { useOverlay } from '../../ui/overlay';
import { useToasts } from '../../ui/toasts';
import { domainRules } from '../../domain/domainRules';
import { applyCascade, lookupFieldStates, lookupNamesOf } from './cascade';
import { applyFieldEffects } from './fieldEffects';
import { withComputedRequired } from './computedValidator';
import { dateRuleValidator } from './dateRuleErrors';
import { formErrorTransformer, notBeforeValidator, serverFieldErrors, withoutFieldErrors } from './formErrors';
import { schemaFields, shownComputedFields } from './formFields';
import { formIdOf } from './formId';
import { formLayout, type FormLayout } from './formLayout';
import { buildBody, chosenRows, computeFields, flatContext, submitEndpoint, type FormTemplateContext } from './formTemplates';
import { FormValidatorsContext, precompiledValidator, type FormValidator, type FormValidatorMap } from './formValidators';
import type { FormContext, FormValues, ResolvedForm } from './types';
import { formUiSchema, type FormUiSchema } from './uiSchema';
import { changedFields, omitFields, sameValues } from './values';

interface ControllerBase {
  formId: string;
  /** The modal's title (the dialog's name). */
  title: string;
  /** The values differ from those the form opened with. */
  dirty: boolean;
}

/** The form cannot be shown: unknown form, or no compiled validator for it. */
export interface UnavailableForm extends ControllerBase {
  status: 'unavailable';
  error: string;
}

/** Everything the view hands to RJSF, and what it calls back. */
export interface ReadyForm extends ControllerBase {
  status: 'ready';
  /** The form's schema, exactly as compiled. */
  schema: RJSFSchema;
  uiSchema: FormUiSchema;
  /** The modal's size and the columns of the fields. */
  layout: FormLayout;
  validator: FormValidator;
  formContext: FormContext;
  /** The values with the shown computed fields filled in. */
  formData: FormValues;
  /** The server's field errors of the last failed submit. */
  extraErrors: ErrorSchema<FormValues> | undefined;
  /** Validation runs on submit, then on every change. */
  liveValidate: boolean;
  submitting: boolean;
  submitLabel: string;
  transformErrors: ErrorTransformer<FormValues, RJSFSchema, FormContext>;
  customValidate: CustomValidator<FormValues, RJSFSchema, FormContext>;
  /** RJSF's `onChange`: applies the cascade clearing. */
  change(formData: FormValues | undefined): void;
  /** RJSF's `onError`: a submit stopped by validation (validation turns live). */
  rejected(): void;
  /** RJSF's `onSubmit` (values valid): sends; resolves true when saved (toasts either way). */
  submit(): Promise<boolean>;
}

export type FormController = UnavailableForm | ReadyForm;

const DEFAULT_SUBMIT_LABEL = 'Save';

/**
 * All the logic of a form in a modal (the view only renders it): values starting from the schema
 * defaults or from `row` (`initial: row`), cascades, computed fields, validation messages,
 * submit with overlay and toasts, server field errors, dirty state.
 *
 * `form` is the definition's form resolved against its entity (resolveForm.ts). It calls
 * `useLookup` once per lookup the form uses, so the component calling it must be keyed by
 * `lookupNamesOf(form)` (FormModal does): a definition edited to use other lookups remounts it.
 */
/** What a form modal reads of its definition: the grid kind's screen, or a grid block's slice (`route` is then its block key). */
export type FormScreen = Pick<GridScreen, 'route' | 'forms' | 'lookups' | 'endpoints' | 'messages'> & { options?: GridScreen['options'] | undefined };

export function useFormController(
  screen: FormScreen,
  formName: string,
  form: ResolvedForm | undefined,
  row?: Record<string, unknown>,
  outer?: Readonly<Record<string, unknown>>,
): FormController {
  const formId = formIdOf(screen.route, formName);
  const validators = useContext(FormValidatorsContext);
  const prepared = useMemo(() => prepare(form, formName, formId, validators), [form, formName, formId, validators]);
  const call = useApi();
  const { session } = useAuth();
  const toasts = useToasts();
  const overlay = useOverlay();
  const lookups = useFormLookups(screen, form);

  const [initial] = useState<FormValues>(() => (prepared.ok ? initialValues(prepared.form, prepared.validator, row) : {}));
  const [values, setValues] = useState<FormValues>(initial);
  const [serverErrors, setServerErrors] = useState<ErrorSchema<FormValues> | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const dirty = !sameValues(values, initial);
  const title = form?.title ?? formName;

  if (!prepared.ok) return { status: 'unavailable', formId, title, dirty, error: prepared.error };
  const ready = prepared.form;

  const today = domainRules().calendar.today(Date.now());
  const optionsByLookup = Object.fromEntries(Object.entries(lookups).map(([name, state]) => [name, state.options] as const)) as Record<string, LookupOption[]>;
  const choices = chosenRows(ready, values, optionsByLookup);
  const computed = computeFields(ready, { values, choices, ...(row && { row }) });
  const shown = shownComputedFields(ready);
  const formData: FormValues = { ...values, ...Object.fromEntries(shown.map((field) => [field, computed[field]])) };
  const context: FormTemplateContext = { values, computed, choices, ...(row && { row }), globals: templateGlobals(session, Date.now()), ...(outer && { outer }) };

  return {
    status: 'ready',
    formId,
    title,
    dirty,
    schema: prepared.schema,
    uiSchema: prepared.uiSchema,
    layout: prepared.layout,
    validator: prepared.validator,
    formContext: { lookupFields: lookupFieldStates(ready, lookups, values), today },
    formData,
    extraErrors: serverErrors,
    liveValidate: submitted,
    submitting,
    submitLabel: ready.submitLabel ?? DEFAULT_SUBMIT_LABEL,
    transformErrors: prepared.transformErrors,
    customValidate: (formData, errors, uiSchema) => dateRuleValidator(ready, today, initial)(formData, notBeforeValidator(ready, today)(formData, errors, uiSchema), uiSchema),
    change(next) {
      // Computed fields are derived on every render, never stored as values.
      const typed = omitFields(next ?? {}, shown);
      setServerErrors((errors) => withoutFieldErrors(errors, changedFields(values, typed)));
      // Then the fields' `onChange` effects (the form opened with its defaults, so they are no change of the user's).
      const effects = screen.forms?.[formName]?.fields ?? [];
      const fill = (template: string, next: FormValues) => renderTemplate(template, { ...flatContext(context), ...next });
      setValues((previous) => applyFieldEffects(effects, previous, applyCascade(ready, previous, typed), fill));
    },
    rejected() {
      setSubmitted(true);
    },
    async submit() {
      setSubmitted(true);
      const endpoint = screen.endpoints[ready.endpoint];
      const failedMessage = ready.failedMessage ? screen.messages[ready.failedMessage] : undefined;
      const failedText = failedMessage === undefined ? undefined : String(renderTemplate(failedMessage, flatContext(context)));
      if (!endpoint) {
        toasts.show({ text: failedText ?? `Unknown endpoint "${ready.endpoint}"`, variant: 'warning' });
        return false;
      }
      setSubmitting(true);
      const result = await overlay.during(() =>
        call(submitEndpoint(ready, endpoint), { context: flatContext(context), body: buildBody(ready, endpoint, context) }),
      );
      setSubmitting(false);
      if (result.ok) {
        if (result.successText) toasts.show({ text: result.successText, variant: 'success', ...toastDuration(ready) });
        return true;
      }
      // The server's own sentence, never a network error's text.
      const serverText = ready.serverErrorText && result.status > 0 ? result.errorText : undefined;
      toasts.show({ text: serverText ?? failedText ?? result.errorText ?? `The request failed (HTTP ${result.status}).`, variant: 'warning', ...toastDuration(ready) });
      setServerErrors(serverFieldErrors(result.data));
      return false;
    },
  };
}

/** How long the form's outcome toasts stay: its `duration`, else the toasts' own default. */
function toastDuration(form: ResolvedForm): { durationMs?: number } {
  return form.duration === undefined ? {} : { durationMs: form.duration * 1000 };
}

type Prepared =
  | { ok: false; error: string }
  | {
      ok: true;
      form: ResolvedForm;
      schema: RJSFSchema;
      uiSchema: FormUiSchema;
      layout: FormLayout;
      validator: FormValidator;
      transformErrors: ErrorTransformer<FormValues, RJSFSchema, FormContext>;
    };

function prepare(form: ResolvedForm | undefined, formName: string, formId: string, validators: FormValidatorMap): Prepared {
  if (!form) return { ok: false, error: `The screen has no form "${formName}" (${formId}).` };
  const schema = form.schema as RJSFSchema;
  const resolved = precompiledValidator(validators, formId, schema);
  if (!resolved.ok) return resolved;
  return {
    ok: true,
    form,
    schema,
    uiSchema: formUiSchema(form),
    layout: formLayout(form),
    validator: withComputedRequired(resolved.validator, form),
    transformErrors: formErrorTransformer(form),
  };
}

/** The values a form opens with: the row's fields of the form (`initial: row`), then the schema's defaults for the rest. */
function initialValues(form: ResolvedForm, validator: FormValidator, row: Record<string, unknown> | undefined): FormValues {
  const schema = form.schema as RJSFSchema;
  const fromRow: FormValues = {};
  // A loaded form (`load`) opens with what was read, which is in `row`.
  if ((form.initial === 'row' || form.load) && row) {
    for (const field of schemaFields(form)) if (row[field] !== undefined && row[field] !== null) fromRow[field] = row[field];
  }
  const defaults = createSchemaUtils<FormValues, RJSFSchema, FormContext>(validator, schema).getDefaultFormState(schema, fromRow);
  const values = typeof defaults === 'object' && defaults !== null && !Array.isArray(defaults) ? (defaults as FormValues) : fromRow;
  return omitFields(values, shownComputedFields(form));
}

/** One `useLookup` per lookup the form uses (a fixed list for the component's life: see useFormController). */
function useFormLookups(screen: FormScreen, form: ResolvedForm | undefined): Record<string, LookupState> {
  const states: Record<string, LookupState> = {};
  for (const name of lookupNamesOf(form)) states[name] = useLookup(screen.lookups?.[name]);
  return states;
}
