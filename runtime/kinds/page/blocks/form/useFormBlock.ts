import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { isGridListKey } from '../../../grid/useGridList';
import type { Endpoint, FormBlock, Lookup, OptionSets } from '../../../../generated/screen';
import { outcomeAt, withoutOutcome, type PageOutcome } from '../../alerts/PageAlert';
import { useFormController, type FormController, type SubmitOutcome } from '../../../form/useFormController';
import { useEntitySchema } from '../../../form/entitySchemaResource';
import { DEFAULT_OUTCOME_SECONDS, NO_SUBMIT, outcomeSeconds } from '../../forms/types';
import type { PageStateApi } from '../../state/pageStore';
import { useReportUnsaved } from '../../../../screens/unsavedWork';
import { usePageReader, usePageSnapshot } from '../../state/usePageState';
import type { FormValues } from '../../../form/types';
import { changedSinceStart } from '../../state/formDirty';
import { ALERT_KEY, ANSWER_KEY, FILLED_KEY, blockValues, withBlockValues } from './formBlockState';
import { RELOADS_KEY, nextReloads } from '../grid/gridReloads';
import { useToasts } from '../../../../ui/toasts';
import { useFormInitial } from './useFormInitial';
import { useFormComputed } from './useFormComputed';
import { useFillFrom } from './useFillFrom';
import { pageGlobals } from '../../state/pageGlobals';
import { fieldDefaults, globalsReady } from '../../../form/startValues';
import { filledFields } from '../../forms/submitFill';
import { resetValues } from '../../forms/resetValues';
import type { EndpointChoice } from '../../forms/submitAlternatives';

/** What a form block needs of the definition: itself, the call its submit makes, its lookups. */
export interface FormBlockSlice {
  block: FormBlock;
  formId: string;
  endpoint: Endpoint | undefined;
  /** The submit's `endpointWhen`, each with its call: the first holding when pressed is called instead of `endpoint` (and of `updateEndpoint`). */
  endpointWhen?: readonly EndpointChoice[] | undefined;
  pollEndpoint: Endpoint | undefined;
  /** The calls the submit's `before` steps make, by endpoint name. */
  stepEndpoints?: Readonly<Record<string, Endpoint | undefined>> | undefined;
  /** The call loading the row of a form started from the navigation when the page is opened by its address (`initial.load`). */
  loadEndpoint?: Endpoint | undefined;
  /** The call the submit makes instead of `endpoint` once the form was filled from a row (`initial.update`: an edit). */
  updateEndpoint?: Endpoint | undefined;
  lookups: Readonly<Record<string, Lookup | undefined>>;
  /** The page's option sets (`options`): what text fields' `suggestions` offer. */
  optionSets?: OptionSets | undefined;
}

export interface FormBlockController {
  form: FormController;
  /** The outcome shown under the form (none when it shows in a result block: `resultIn`). */
  outcome: PageOutcome | undefined;
  dismissOutcome: (at: number) => void;
  /** Why a form started from the navigation starts empty (`initial.notFound` / `initial.loadFailed`), if it does. */
  initialProblem: string | undefined;
  /** Puts the form back where it started (`resetButton`): its starting values, no errors, no answer, no alert. */
  reset: () => void;
}

/**
 * An inline form: its values live in the page state (`<id>.<field>`), its submit publishes the
 * answer (`<id>.answer`, removed by a failure) and the outcome alert (`<id>.alert`), and with
 * `reset` empties the form after a success; `refresh` has the named grid blocks load their list again;
 * `navigate` opens another screen after a success (its text toasted, so it is read there). With
 * `initial`, the form starts from the row the navigation carried (useFormInitial), its `readOnly`
 * fields locked, and those values count as saved; filled so, it submits to `initial.update` when given.
 */
export function useFormBlock({ block, formId, endpoint, endpointWhen, pollEndpoint, stepEndpoints, loadEndpoint, updateEndpoint, lookups, optionSets }: FormBlockSlice, page: PageStateApi): FormBlockController {
  const read = usePageReader(page);
  const pageState = usePageSnapshot(page);
  const state = read(block.id);
  const values = useMemo(() => blockValues(state), [state]);
  // `computed`: read-only values other blocks read at `<id>.computed.<name>`, kept beside the values, never among them.
  useFormComputed(block.id, block.computed, values, pageState, page);
  const setValues = useCallback((next: Record<string, unknown>) => page.update(block.id, (current) => withBlockValues(current, next)), [block.id, page]);
  const submit = block.submit ?? NO_SUBMIT;
  // What was last sent (whatever the answer: the outcome alert said it) or emptied: the form is dirty, and leaving
  // the page asks first, while the values differ from it.
  const [saved, setSaved] = useState<FormValues>({});
  // Where the form started: the fields' `default` values (or the row it was started from); Reset and `submit.reset` go back to it.
  const [start, setStart] = useState<FormValues | undefined>(undefined);
  const fieldNames = useMemo(() => block.fields.map((field) => field.name), [block.fields]);
  const initial = useFormInitial(block.initial, fieldNames, loadEndpoint, (row) => {
    setValues(row);
    setSaved(row);
    setStart(row);
  });
  const globals = pageGlobals(read);
  const startsEmpty = initial.status === 'ready' && !initial.filled && start === undefined;
  const defaultsReady = globalsReady(block.fields, globals);
  // The globals are read once, when the form starts (today moving on later changes no start).
  const startGlobals = useRef(globals);
  startGlobals.current = globals;
  useEffect(() => {
    if (!startsEmpty || !defaultsReady) return;
    // The starting values count as saved: an untouched form is no unsaved input.
    const defaults = fieldDefaults(block.fields, startGlobals.current);
    setStart(defaults);
    setSaved(defaults);
    if (Object.keys(defaults).length > 0) page.update(block.id, (current) => withBlockValues(current, { ...defaults, ...blockValues(current) }));
  }, [startsEmpty, defaultsReady, block.fields, block.id, page]);
  const navigate = useNavigate();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);

  const entity = useEntitySchema(block.entity);
  const filledFromRow = initial.status === 'ready' && initial.filled;
  // Values another block's submit filled in (`fill`): saved, and a stored date a date rule no longer offers stays (an order's delivery date past its cutoff).
  const filledIn = read(`${block.id}.${FILLED_KEY}`);
  const filledValues = useMemo(() => (typeof filledIn === 'object' && filledIn !== null ? (filledIn as FormValues) : {}), [filledIn]);
  const form = useFormController({
    formId,
    idPrefix: `block_${block.id}`,
    title: block.title ?? block.id,
    spec: { ...block, submit },
    entity,
    endpoint: filledFromRow && updateEndpoint ? updateEndpoint : endpoint,
    endpointWhen,
    pollEndpoint,
    stepEndpoints,
    start,
    lookups,
    optionSets,
    read,
    state: pageState,
    values,
    setValues,
    readOnly: filledFromRow ? block.initial?.readOnly : undefined,
    initial: filledValues,
    onOutcome(outcome: SubmitOutcome) {
      page.set(`${block.id}.${ANSWER_KEY}`, outcome.ok ? (outcome.data ?? {}) : undefined);
      // `fill`: fields of other form blocks set from the answer (the pipeline id box from the trigger's answer).
      if (outcome.ok) {
        for (const [path, value] of filledFields(submit.fill, { ...pageState, ...values }, outcome.data)) {
          page.set(path, value);
          // Filled in, not typed: the target form counts it as saved (leaving asks nothing for it).
          const [target = '', field = ''] = path.split('.');
          page.update(`${target}.${FILLED_KEY}`, (current) => ({ ...(typeof current === 'object' && current !== null ? current : {}), [field]: value }));
        }
      }
      const next = submit.navigate;
      if (outcome.ok && next) {
        setSaved(values);
        if (outcome.text) toasts.show({ text: outcome.text, variant: 'success', durationMs: (submit.duration ?? DEFAULT_OUTCOME_SECONDS) * 1000 });
        // The screen opened may show a list this write changed (the list 'Update' came from): every cached list loads again when shown.
        void mutate(isGridListKey);
        clearTimeout(leaving.current);
        leaving.current = setTimeout(() => void navigate(next.to), (next.after ?? DEFAULT_NAVIGATE_SECONDS) * 1000);
        return;
      }
      const shown: PageOutcome | undefined =
        outcome.text === undefined || outcome.text === ''
          ? undefined
          : { variant: outcome.ok ? 'success' : 'danger', text: outcome.text, seconds: outcomeSeconds(submit, outcome.ok), at: Date.now() };
      page.set(`${block.id}.${ALERT_KEY}`, shown);
      // `submit.reset` after a success; a failed poll's `resetWhen` after that failure.
      const resets = (outcome.ok && submit.reset === true) || outcome.reset === true;
      // A field's `resetTo` is the value it takes back after a submit resets the form (orders per file: 50 at first, 300 after).
      const restart = { ...(start ?? {}), ...resetValues(block.fields) };
      if (!outcome.refused) setSaved(resets ? restart : values);
      if (outcome.ok) for (const grid of submit?.refresh ?? []) page.update(grid, (current) => ({ ...(typeof current === 'object' && current !== null ? current : {}), [RELOADS_KEY]: nextReloads(current) }));
      if (resets && form.status === 'ready') {
        form.clear();
        setValues(restart);
        // Back at its start, the form holds nothing filled in: what was (`fill`, `fillFrom`) no longer counts as saved.
        page.set(`${block.id}.${FILLED_KEY}`, undefined);
      }
    },
  });

  // `fillFrom`: the listed fields take a new object's values (a cart Edit was pressed on), filled in, their errors forgotten.
  useFillFrom(block, page, read, form.status === 'ready' ? form.clearErrors : keepErrors);

  // A form without a submit sends nothing: its values (a choice other blocks read) are never unsaved input; nor are
  // a search's (a submit with no endpoint and no sentence, refreshing the grids that show what it found).
  const savedOrFilled = useMemo(() => ({ ...saved, ...filledValues }), [saved, filledValues]);
  // While a post-then-poll submit follows what it sent, nothing is unsent: leaving asks its own question (`poll.leaveText`).
  const following = form.status === 'ready' && form.polling ? submit.poll?.leaveText : undefined;
  useReportUnsaved(formId, following ?? (block.submit !== undefined && !isSearch(block.submit) && changedSinceStart(form, values, savedOrFilled)));

  const outcome = submit.resultIn === undefined ? outcomeAt(read(`${block.id}.${ALERT_KEY}`)) : undefined;
  const dismissOutcome = useCallback((at: number) => page.update(`${block.id}.${ALERT_KEY}`, withoutOutcome(at)), [block.id, page]);
  const reset = () => {
    if (form.status !== 'ready' || form.submitting) return;
    form.clear();
    setSaved(start ?? {});
    page.set(`${block.id}.${FILLED_KEY}`, undefined);
    page.set(`${block.id}.${ANSWER_KEY}`, undefined);
    page.set(`${block.id}.${ALERT_KEY}`, undefined);
  };
  if (initial.status === 'loading') return { form: { status: 'loading', title: form.title }, outcome, dismissOutcome, initialProblem: undefined, reset };
  return { form, outcome, dismissOutcome, initialProblem: initial.status === 'ready' ? initial.problem : undefined, reset };
}

/** A search: a submit that calls nothing and says nothing; it publishes its values (`<id>.answer`) for the grids it refreshes. */
export function isSearch(submit: NonNullable<FormBlock['submit']>): boolean {
  return submit.endpoint === undefined && submit.success === undefined && submit.refresh !== undefined;
}

/** What `fillFrom` forgets while the form is not ready: nothing (no error is shown yet). */
const keepErrors = (): void => undefined;

/** Seconds between a success and the screen `submit.navigate` opens, unless it says otherwise (002 §4: 0.5). */
export const DEFAULT_NAVIGATE_SECONDS = 0.5;
