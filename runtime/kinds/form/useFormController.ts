import { useCallback, useContext, useMemo, useState } from 'react';
import { createSchemaUtils, type CustomValidator, type ErrorSchema, type ErrorTransformer, type RJSFSchema } from '@rjsf/utils';
import { useApi } from '../../api/useApi';
import { DEFAULT_FORM_STATE } from './defaultFormState';
import type { CallResult } from '../../api/callEndpoint';
import { domainRules } from '../../domain/domainRules';
import type { Endpoint, Lookup, OptionSets, SubmitStep } from '../../generated/screen';
import { useLookup, type LookupOption, type LookupState } from '../../lookups/useLookup';
import { renderTemplate } from '../../templates/template';
import { useOverlay } from '../../ui/overlay';
import { evaluateCondition, type StateReader } from '../../conditions/evaluateCondition';
import { failedGuard } from '../../conditions/guards';
import { submitReadiness } from '../page/forms/submitReadiness';
import { submitLabelOf, type EndpointChoice } from '../page/forms/submitAlternatives';
import { firstHolding } from '../../conditions/firstHolding';
import { firstFilledText } from '../../templates/outcomeText';
import type { EntitySchemaState } from './entitySchemaResource';
import { pageGlobals } from '../page/state/pageGlobals';
import type { PageState } from '../page/state/pageStore';
import { bodyFromTemplates, withPageState, type FillTemplate } from '../page/forms/stateBody';
import { requestBody } from '../page/forms/requestBody';
import { readPath } from '../../templates/path';
import { runSteps, undoSteps, type StepAnswers } from '../page/forms/submitSteps';
import { valueCheckValidator } from './valueChecks';
import { asForm, pageFormLookups } from '../page/forms/asForm';
import { deriveFormSchema } from '../page/forms/deriveFormSchema';
import { submitBody } from '../page/forms/submitBody';
import { usePoll } from '../page/forms/usePoll';
import { pollResets } from '../page/forms/pollRules';
import { blankRequiredFields, fieldsInError, hiddenFields, lockedFields, mergeErrors, shownValues, trimmedValues, validFields, visibleErrors, withoutHidden } from '../page/forms/formReadiness';
import type { FocusRequest } from './focusField';
import type { PageFormSpec } from '../page/forms/types';
import { applyCascade, lookupChoices, lookupFieldStates } from './cascade';
import { withComputedRequired } from './computedValidator';
import { dateRuleValidator, ruleDataOf } from './dateRuleErrors';
import { stateOptionsOf } from './stateOptions';
import { widgetRefusalValidator } from './widgetRefusals';
import { applyFieldEffects } from './fieldEffects';
import { clearRefusedInput } from './clearUnless';
import { formErrorTransformer, notBeforeValidator, serverFieldErrors, withoutFieldErrors } from './formErrors';
import { serverFieldNames } from './serverFieldNames';
import { shownComputedFields } from './formFields';
import { formLayout, type FormLayout } from './formLayout';
import { buildBody, CHOICES_KEY, chosenRows, computeFields, flatContext, pointAtChoices, renderFormTemplate, submitEndpoint, type FormTemplateContext } from './formTemplates';
import { FormValidatorsContext, precompiledValidator, type FormValidator } from './formValidators';
import { answerTextOf, type AnswerText } from './answerText';
import type { FileStore, FormContext, FormUiSchema, FormValues, ResolvedForm } from './types';
import { formUiSchema, withFieldUi } from './uiSchema';
import { useClock } from './useClock';
import { changedFields, omitFields } from './values';
import { textOf } from '../../../shared/textOf';

/** What a submit came to, with the text the definition gives for it (already filled in). */
export interface SubmitOutcome {
  ok: boolean;
  status: number;
  /** The answer's body. */
  data: unknown;
  /** The text the definition gives this answer, filled from the values and `answer`; undefined when it gives none. */
  text: string | undefined;
  /** A guard refused the press: nothing was sent, so what was typed still counts as unsent. */
  refused?: boolean;
  /** A failed poll asks the form back to its start (`poll.resetWhen`). */
  reset?: boolean;
}

/** A form's definition as the form runtime runs it, from the entity schema it derives from (grid forms: resolveForm.ts; page forms: asForm). */
export type ResolveForm = (entitySchema: unknown) => ResolvedForm;

export interface FormInput {
  /** The id its validator was compiled under. */
  formId: string;
  /** Prefix of the controls' ids, unique in the page. */
  idPrefix: string;
  title: string;
  /** Its fields' behaviour (conditions, hints, trims, effects) and its submit. */
  spec: PageFormSpec;
  /** The entity schema the form derives from, as far as it is loaded. */
  entity: EntitySchemaState;
  /** The form from the entity; omitted = a page form's (asForm). Keep it the same function while the definition is. */
  resolve?: ResolveForm | undefined;
  /** How an answer is worded; omitted = by the submit's `success`, `conflict`, `networkFailure`, `failure` (page forms). */
  answerText?: AnswerText | undefined;
  endpoint: Endpoint | undefined;
  /** The submit's `endpointWhen` with their calls: pressed, it calls the first whose condition holds instead of `endpoint`. */
  endpointWhen?: readonly EndpointChoice[] | undefined;
  /** The call a post-then-poll submit polls (`submit.poll.endpoint`). */
  pollEndpoint?: Endpoint | undefined;
  /** The page's endpoints the submit's `before` steps call, by name. */
  stepEndpoints?: Readonly<Record<string, Endpoint | undefined>> | undefined;
  /** Where the form started (its fields' `default` values): a Reset, and `submit.reset` after a success, go back to it. */
  start?: FormValues | undefined;
  lookups: Readonly<Record<string, Lookup | undefined>>;
  /** The definition's option sets (`options`): what its text fields' `suggestions` offer. */
  optionSets?: OptionSets | undefined;
  /** Reads the page state (conditions: `showWhen`, `enabledWhen`; the globals `user.*`, `today`). */
  read: StateReader;
  /** The page state as it is now: templates and submit bodies read other blocks' state by path (`drivers.selected`). */
  state: PageState;
  /** The values, wherever they are kept (the page state for a block, the modal for a modal form). */
  values: FormValues;
  setValues(values: FormValues): void;
  /** The row a modal form was opened for: its templates read it too. */
  row?: Record<string, unknown>;
  /** What the opener gives the templates besides the row (a sub-table's `parent`). */
  outer?: Readonly<Record<string, unknown>> | undefined;
  /** The values it opened with: dates of a `dates` field there are kept as they are (not judged by its rule again). */
  initial?: FormValues;
  /** Fields shown but locked (a form block started from a row: `initial.readOnly`; a modal form opened for a row: `readOnly`); `readOnlyWhen` locks more while it holds. */
  readOnly?: readonly string[] | undefined;
  onOutcome(outcome: SubmitOutcome): void;
}

export type FormController = { status: 'loading'; title: string } | { status: 'error'; title: string; error: string } | ReadyForm;

/** Everything the view hands to RJSF, and what it calls back. */
export interface ReadyForm {
  status: 'ready';
  title: string;
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema: FormUiSchema;
  layout: FormLayout;
  validator: FormValidator;
  formContext: FormContext;
  /** The values with the shown computed fields filled in. */
  formData: FormValues;
  extraErrors: ErrorSchema<FormValues> | undefined;
  transformErrors: ErrorTransformer<FormValues, RJSFSchema, FormContext>;
  /** The button's text (its accessible name): the first `labelWhen` label that holds, else `label`. */
  submitLabel: string;
  /** `enabledWhen` and `requires` hold (if given) and nothing is running: a blank or refused field does not disable it, pressing it says why. */
  canSubmit: boolean;
  /** Why the submit is disabled: `incomplete` while `enabledWhen` does not hold, else the first unmet `requires` message. */
  incomplete: string | undefined;
  /** The field a submit stopped by errors moves focus to. */
  focusRequest: FocusRequest | undefined;
  /** The values with the schema's defaults filled in where absent: where an untouched form stands (RJSF fills them as it shows). */
  withDefaults(values: FormValues): FormValues;
  submitting: boolean;
  /** A post-then-poll submit's progress (0-100, only up) while it polls. */
  progress: number | undefined;
  /** A post-then-poll submit is following what it sent (leaving the page stops that: `poll.leaveText`). */
  polling: boolean;
  /** The confirm question being asked, if any. */
  confirming: string | undefined;
  change(formData: FormValues | undefined): void;
  /** RJSF's `onBlur`: the field's errors show from now on. */
  blur(id: string): void;
  /** RJSF's `onSubmit`: asks the confirm question first when there is one, else sends. */
  requestSubmit(): void;
  confirm: () => void;
  cancelConfirm: () => void;
  /** Puts the form back where it started (`start`; Reset, and a success with `submit.reset`): no errors, no chosen file. */
  clear: () => void;
  /** Forgets the field errors shown, values kept: values filled in from elsewhere (a form block's `fillFrom`) start unjudged. */
  clearErrors: () => void;
}

/**
 * The one controller of every form, inline in a page or in a modal (grid, sub-table and page
 * forms alike): its JSON Schema derived from the entity, the precompiled validator, computed
 * fields, fields shown by their conditions, the submit's readiness, guards and confirm, the call
 * with the overlay (then polling, if asked), and the outcome's text. It loads one lookup per name
 * the fields use, so the component calling it must be keyed by `pageFormLookups(spec)`.
 */
export function useFormController(input: FormInput): FormController {
  const { spec, formId, title, values, read, entity, resolve } = input;
  const validators = useContext(FormValidatorsContext);
  const lookups = useFormLookups(spec, input.lookups);
  const call = useApi();
  const overlay = useOverlay();
  const poll = usePoll(call);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<ErrorSchema<FormValues> | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | undefined>(undefined);
  // No field error shown any more (none left, none from the service) until a field is left or the form sent again.
  const clearErrors = useCallback(() => {
    setTouched(new Set());
    setServerErrors(undefined);
  }, []);
  const [files] = useState(() => new Map<string, File>());
  const now = useClock();
  const fileStore = useMemo<FileStore>(() => ({ get: (field) => files.get(field), set: (field, file) => void (file ? files.set(field, file) : files.delete(field)) }), [files]);

  // Derived again only when what it reads changes (a form block hands a new `spec` object at every render).
  const { entity: entityName, payload, fields, submit } = spec;
  const prepared = useMemo(() => {
    if (entity.status !== 'ready') return entity;
    const source: PageFormSpec = { entity: entityName, ...(payload !== undefined && { payload }), fields, submit };
    const form = resolve ? resolve(entity.schema) : asForm(source, deriveFormSchema(entity.schema, payload, fields), title, entity.schema);
    const schema = form.schema as RJSFSchema;
    const resolved = precompiledValidator(validators, formId, schema);
    if (!resolved.ok) return { status: 'failed' as const, error: resolved.error };
    const validator = withComputedRequired(resolved.validator, form);
    return { status: 'ready' as const, schema, form, validator, uiSchema: formUiSchema(form), transform: formErrorTransformer(form) };
  }, [entity, entityName, fields, formId, payload, resolve, submit, title, validators]);

  // The business date of the clock's minute, worked out once per tick rather than at every render.
  const today = useMemo(() => domainRules().calendar.today(now), [now]);

  if (prepared.status === 'loading') return { status: 'loading', title };
  if (prepared.status === 'failed') return { status: 'error', title, error: prepared.error };
  const { schema, form, validator } = prepared;

  // The page data each date field's rule judges by (`ruleData`: a region's cutoff info another block loaded).
  const ruleData = ruleDataOf(form, read);
  // The rows a widget offers from the page state (an add-on picker's inventory another block loaded).
  const stateOptions = stateOptionsOf(form, read);
  const options = Object.fromEntries(Object.entries(lookups).map(([name, state]) => [name, state.options] as const)) as Record<string, LookupOption[]>;
  const choices = chosenRows(form, values, options);
  const reading = readingChoices(read, choices, values);
  const hidden = hiddenFields(spec.fields, reading);
  // Locked by `readOnlyWhen` now (a hidden field is not shown at all): sent, but not judged by the form.
  const locked = lockedFields(spec.fields, reading).filter((field) => !hidden.includes(field));
  const unjudged = [...hidden, ...locked];
  const sent = trimmedValues(spec.fields, shownValues(values, hidden));
  const base = { values: sent, choices, ...(input.row && { row: input.row }), globals: pageGlobals(read), ...(input.outer && { outer: input.outer }) };
  // Computed fields are derived on every render, never stored as values.
  const computed = computeFields(form, base);
  const shownComputed = shownComputedFields(form);
  const context: FormTemplateContext = { ...base, computed };
  const withComputed = (start: FormValues): FormValues => ({ ...start, ...Object.fromEntries(shownComputed.map((field) => [field, computed[field]])) });

  const transformErrors: ErrorTransformer<FormValues, RJSFSchema, FormContext> = (errors, uiSchema) => withoutHidden(prepared.transform(errors, uiSchema), unjudged);
  const customValidate: CustomValidator<FormValues, RJSFSchema, FormContext> = valueCheckValidator(spec.fields, form, widgetRefusalValidator(form, (data, errors, uiSchema) =>
    dateRuleValidator(form, { today, now }, input.initial, ruleData)(data, notBeforeValidator(form, today)(data, errors, uiSchema), uiSchema), stateOptions),
  (template) => renderFormTemplate(form, template, context, input.state));
  const errors = validator.validateFormData(withComputed(sent), schema, customValidate, transformErrors).errors;
  const required = (Array.isArray(schema.required) ? schema.required : []).filter((field) => !shownComputed.includes(field));
  const blank = blankRequiredFields(required, values, unjudged);
  const readiness = submitReadiness(spec.submit, read);
  const canSubmit = !submitting && readiness.enabled;
  const stoppedBy = fieldsInError(spec.fields.map((field) => field.name), blank, errors);
  const uiSchema: FormUiSchema = { ...prepared.uiSchema };
  for (const field of hidden) withFieldUi(uiSchema, field, { 'ui:widget': 'hidden' });
  for (const field of [...(input.readOnly ?? []), ...locked]) withFieldUi(uiSchema, field, { 'ui:readonly': true });

  const selectFields = new Set(Object.keys(lookupChoices(form)));
  const render: FillTemplate = (template, here) => renderTemplate(pointAtChoices(template, selectFields), here);
  const flat = withPageState(flatContext(context), input.state);
  const fill = (template: string, answer?: unknown) => {
    const filled = render(template, { ...flat, answer });
    return filled === undefined || filled === null ? '' : textOf(filled);
  };
  // A field's hint is a template over the values (`{schedule|cronText}`): filled as they change, nothing shown while blank.
  // Its original value (`{order.answer.firstName}`), in brackets after its label, is filled the same way.
  for (const field of spec.fields) {
    const hint = field.hint === undefined ? '' : fill(field.hint).trim();
    if (hint !== '') withFieldUi(uiSchema, field.name, { 'ui:help': hint });
    const original = field.original === undefined ? '' : fill(field.original).trim();
    if (original !== '') withFieldUi(uiSchema, field.name, { 'ui:original': original });
  }
  // A field's valid state (`valid`): filled and passing every check it carries (001 §5, the postal code's green).
  for (const field of validFields(spec.fields, values, unjudged, stoppedBy)) withFieldUi(uiSchema, field.name, { 'ui:validText': field.valid });
  const answerText = input.answerText ?? answerTextOf(spec.submit);

  /** A polled submit's texts read `started.*` (the first answer) and `answer.*` (the latest). */
  const fillPolled = (template: string, started: unknown, answer: unknown) => {
    const filled = render(template, { ...flat, started, answer });
    return filled === undefined || filled === null ? '' : textOf(filled);
  };

  async function send(): Promise<void> {
    setTouched(new Set(spec.fields.map((field) => field.name)));
    if (spec.submit.endpoint === undefined) {
      // A submit that sends nothing (Quick reports): it says its `success` over the values it was pressed with, its answer.
      input.onOutcome({ ok: true, status: 0, data: sent, text: firstFilledText(spec.submit.success, (template) => fill(template, sent)) });
      return;
    }
    // `endpointWhen`: the first alternative holding as the button is pressed (the form's values at `<form>.<field>`), else its own call.
    const chosen = firstHolding(input.endpointWhen, read);
    const endpoint = chosen ? chosen.endpoint : input.endpoint;
    if (!endpoint) {
      const missing: CallResult = { ok: false, status: 0, data: undefined, errorText: `Unknown endpoint "${chosen?.name ?? spec.submit.endpoint}"` };
      input.onOutcome({ ok: false, status: 0, data: undefined, text: answerText(missing, fill, true) });
      return;
    }
    setSubmitting(true);
    /** A call's body: its own `body` (a submit's or a step's), else the endpoint's templates (a GraphQL call's variables) or the values (a file form's as multipart). */
    const bodyOf = (own: BodySpecOf | undefined, called: Endpoint, here: Record<string, unknown>): unknown =>
      own !== undefined
        ? requestBody(own, here, input.state, render, files, hidden)
        : (called.method === 'DELETE' && called.body === undefined) || called.graphql !== undefined
          ? undefined // a DELETE without a body of its own sends none (the path names what goes); a GraphQL call sends { query, variables } filled from the values (callEndpoint)
          : submitBody(spec.fields, hidden, called.body ? bodyFromTemplates(called.body, here, input.state, render) : buildBody(form, called, context), files);
    // The `before` steps, in order, then the submit's own call, under one overlay saying `waitText`.
    // A failure after steps were made takes them back first (their `undo` calls, last step first).
    const undoMade = (made: readonly SubmitStep[], answers: StepAnswers) =>
      undoSteps(made, answers, {
        endpoints: input.stepEndpoints ?? {},
        call: (undo, called, done) => {
          const here = { ...flat, ...done };
          return call(called, { context: here, body: bodyOf(undo.body, called, here) });
        },
      });
    const chained = await overlay.during(async () => {
      const steps = await runSteps(spec.submit.before ?? [], {
        endpoints: input.stepEndpoints ?? {},
        holds: (condition, answers) => evaluateCondition(condition, (path) => readStepOr(answers, path, read)),
        call: (step, called, answers) => {
          const here = { ...flat, ...answers };
          return call(called, { context: here, body: bodyOf(step.body, called, here) });
        },
      });
      if (steps.stopped) {
        await undoMade(steps.made, steps.answers);
        return steps;
      }
      const here = { ...flat, ...steps.answers };
      const result = await call(submitEndpoint(form, endpoint), { context: here, body: bodyOf(spec.submit.body, endpoint, here) });
      if (!result.ok) await undoMade(steps.made, steps.answers);
      return { ...steps, result };
    }, spec.submit.waitText);
    if (chained.stopped) {
      setSubmitting(false);
      const { step, result: failed } = chained.stopped;
      const text = firstFilledText(step.failure ?? spec.submit.failure, (template) => fill(template, failed.data));
      input.onOutcome({ ok: false, status: failed.status, data: failed.data, text });
      return;
    }
    const result = chained.result;
    const polled = spec.submit.poll;
    if (result.ok && polled && !input.pollEndpoint) {
      setSubmitting(false);
      input.onOutcome({ ok: false, status: 0, data: result.data, text: firstFilledText(polled.failText ?? spec.submit.failure, (template) => fillPolled(template, result.data, result.data)) });
      return;
    }
    if (result.ok && polled && input.pollEndpoint) {
      const end = await poll.run(polled, input.pollEndpoint, result.data, flat);
      if (end.end === 'cancelled') return;
      setSubmitting(false);
      if (end.end === 'network') input.onOutcome({ ok: false, status: 0, data: undefined, text: polled.networkErrorText });
      // No progress for `stalled.after` seconds: following it stops, saying so (the values kept).
      else if (end.end === 'stalled') input.onOutcome({ ok: false, status: result.status, data: end.answer, text: polled.stalled ? fillPolled(polled.stalled.text, result.data, end.answer) : undefined });
      // A quiet stop (`stop`: a negative progress) says nothing: the bar goes, the values stay.
      else if (end.end === 'stop') input.onOutcome({ ok: false, status: result.status, data: end.answer, text: undefined });
      else if (end.end === 'fail') {
        const reset = pollResets(polled, { started: result.data, answer: end.answer });
        input.onOutcome({ ok: false, status: result.status, data: end.answer, text: firstFilledText(polled.failText ?? spec.submit.failure, (template) => fillPolled(template, result.data, end.answer)), ...(reset && { reset }) });
      }
      else input.onOutcome({ ok: true, status: result.status, data: end.answer, text: firstFilledText(spec.submit.success, (template) => fillPolled(template, result.data, end.answer)) });
      return;
    }
    setSubmitting(false);
    const fieldNames = serverFieldNames(spec.submit.body ?? endpoint.body, spec.fields.map((field) => field.name));
    setServerErrors(result.ok ? undefined : serverFieldErrors(result.data, fieldNames));
    input.onOutcome({ ok: result.ok, status: result.status, data: result.data, text: answerText(result, fill) });
  }

  return {
    status: 'ready',
    title,
    idPrefix: input.idPrefix,
    schema,
    uiSchema,
    layout: formLayout(form),
    validator,
    formContext: { lookupFields: lookupFieldStates(form, lookups, values), today, now, ruleData, stateOptions, files: fileStore, ...(input.optionSets && { optionSets: input.optionSets }) },
    formData: withComputed(values),
    extraErrors: mergeErrors(visibleErrors(form, errors, touched), serverErrors),
    transformErrors,
    submitLabel: submitLabelOf(spec.submit, read),
    canSubmit,
    incomplete: readiness.note === undefined ? undefined : fill(readiness.note),
    focusRequest,
    withDefaults: (start) => withSchemaDefaults(validator, schema, start),
    submitting,
    progress: poll.progress,
    polling: poll.polling,
    confirming: confirming && spec.submit.confirm !== undefined ? fill(spec.submit.confirm) : undefined,
    change(next) {
      const typed = omitFields(next ?? {}, shownComputed);
      setServerErrors((current) => withoutFieldErrors(current, changedFields(values, typed)));
      // A field's `onChange` effects follow the user's change (defaults RJSF fills in are no change of theirs).
      // A typed value its field's `clearUnless` refuses empties the field (orders per file: digits only).
      const cascaded = applyCascade(form, values, clearRefusedInput(spec.fields, values, typed));
      // Empty lists on either side are no value (RJSF adds `[]` for an untouched list), so never a change the user made.
      const before = withoutEmptyLists(withSchemaDefaults(validator, schema, values));
      // An effect reads the values after the change, a chosen lookup row included (a city's region, 001 §4).
      const afterChange = (template: string, next: FormValues) => render(template, { ...flat, ...next, [CHOICES_KEY]: chosenRows(form, next, options) });
      input.setValues(withoutEmptyLists(applyFieldEffects(spec.fields, before, withoutEmptyLists(cascaded), afterChange)));
    },
    blur(id) {
      const field = id.startsWith(`${input.idPrefix}_`) ? id.slice(input.idPrefix.length + 1) : id;
      if (!touched.has(field)) setTouched(new Set([...touched, field]));
    },
    requestSubmit() {
      if (!canSubmit) return;
      const first = stoppedBy[0];
      if (first !== undefined) {
        // Every field's message shows, and focus goes to the first field in error (nothing is asked or sent).
        setTouched(new Set(spec.fields.map((field) => field.name)));
        setFocusRequest((current) => ({ id: `${input.idPrefix}_${first}`, seq: (current?.seq ?? 0) + 1 }));
        return;
      }
      // A guard that does not hold speaks as a failure: nothing is asked or sent.
      const refused = failedGuard(spec.submit.guards, read);
      if (refused) return input.onOutcome({ ok: false, status: 0, data: undefined, text: fill(refused.message), refused: true });
      if (spec.submit.confirm !== undefined) setConfirming(true);
      else void send();
    },
    confirm() {
      setConfirming(false);
      void send();
    },
    cancelConfirm() {
      setConfirming(false);
    },
    clearErrors,
    clear() {
      clearErrors();
      setConfirming(false);
      files.clear();
      input.setValues(input.start ?? {});
    },
  };
}

type BodySpecOf = Parameters<typeof requestBody>[0];

/** A condition's path read from the steps' answers when it starts with a step's id (`upload.answer.url`), else from the page state. */
function readStepOr(answers: StepAnswers, path: string, read: StateReader): unknown {
  const head = path.split('.')[0] ?? '';
  return Object.hasOwn(answers, head) ? readPath(answers, path) : read(path);
}

/** One SchemaUtils per form schema (the schema object lives as long as its form's definition). */
const schemaUtilsOf = new WeakMap<RJSFSchema, ReturnType<typeof createSchemaUtils<FormValues, RJSFSchema, FormContext>>>();

/** The values with the schema's defaults where absent, as RJSF fills them when it shows the form. */
export function withSchemaDefaults(validator: FormValidator, schema: RJSFSchema, values: FormValues): FormValues {
  const utils = schemaUtilsOf.get(schema) ?? createSchemaUtils<FormValues, RJSFSchema, FormContext>(validator, schema, DEFAULT_FORM_STATE);
  schemaUtilsOf.set(schema, utils);
  const filled = utils.getDefaultFormState(schema, values);
  return typeof filled === 'object' && filled !== null && !Array.isArray(filled) ? withoutEmptyLists(filled) : values;
}

/** RJSF fills list fields with `[]`: none chosen is no value, so a required list says its `required` message. */
function withoutEmptyLists(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !(Array.isArray(value) && value.length === 0)));
}

/** One `useLookup` per lookup the form's fields use (a fixed list for the component's life: see useFormController). */
function useFormLookups(spec: PageFormSpec, lookups: Readonly<Record<string, Lookup | undefined>>): Record<string, LookupState> {
  const states: Record<string, LookupState> = {};
  for (const name of pageFormLookups(spec)) states[name] = useLookup(lookups[name]); // eslint-disable-line react-hooks/rules-of-hooks -- the same names in the same order for the component's life: its caller is keyed by pageFormLookups(spec)
  return states;
}

/**
 * A reader that also reads into the row a lookup select chose: `<form>.<field>.<path>` of a field
 * holding a chosen row (`add.templateType.pathTags`, the chosen type's layout) reads that row, as
 * templates do (`{templateType.pathTags}`); every other path reads as before.
 */
export function readingChoices(read: StateReader, choices: Readonly<Record<string, unknown>>, values: FormValues): StateReader {
  return (path) => {
    const [owner, field, ...rest] = path.split('.');
    const chosen = field === undefined ? undefined : choices[field];
    // Only this form's own field (its value read back under the owner), never a like-named field of another block.
    if (owner === undefined || field === undefined || rest.length === 0 || chosen === undefined || chosen === null || read(`${owner}.${field}`) !== values[field]) return read(path);
    return readPath(chosen, rest.join('.'));
  };
}
