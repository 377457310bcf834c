import { useCallback, useMemo, useState } from 'react';
import type { Endpoint, FormBlock, Lookup } from '../../../../generated/screen';
import { outcomeAt, type PageOutcome } from '../../alerts/PageAlert';
import { usePageForm, type PageFormController, type SubmitOutcome } from '../../forms/usePageForm';
import { DEFAULT_OUTCOME_SECONDS, NO_SUBMIT } from '../../forms/types';
import type { PageStateApi } from '../../state/pageStore';
import { useReportDirty } from '../../state/dirtyForms';
import { usePageReader, usePageSnapshot } from '../../state/usePageState';
import type { FormValues } from '../../../form/types';
import { sameValues } from '../../../form/values';
import { ALERT_KEY, ANSWER_KEY, blockValues, withBlockValues } from './formBlockState';
import { RELOADS_KEY, nextReloads } from '../grid/gridReloads';

/** What a form block needs of the definition: itself, the call its submit makes, its lookups. */
export interface FormBlockSlice {
  block: FormBlock;
  formId: string;
  endpoint: Endpoint | undefined;
  pollEndpoint: Endpoint | undefined;
  lookups: Readonly<Record<string, Lookup | undefined>>;
}

export interface FormBlockController {
  form: PageFormController;
  /** The outcome shown under the form (none when it shows in a result block: `resultIn`). */
  outcome: PageOutcome | undefined;
  dismissOutcome(): void;
}

/**
 * An inline form: its values live in the page state (`<id>.<field>`), its submit publishes the
 * answer (`<id>.answer`, removed by a failure) and the outcome alert (`<id>.alert`), and with
 * `reset` empties the form after a success; `refresh` has the named grid blocks load their list again.
 */
export function useFormBlock({ block, formId, endpoint, pollEndpoint, lookups }: FormBlockSlice, page: PageStateApi): FormBlockController {
  const read = usePageReader(page);
  const pageState = usePageSnapshot(page);
  const state = read(block.id);
  const values = useMemo(() => blockValues(state), [state]);
  const setValues = useCallback((next: Record<string, unknown>) => page.update(block.id, (current) => withBlockValues(current, next)), [block.id, page]);
  const submit = block.submit ?? NO_SUBMIT;
  // What was last sent (whatever the answer: the outcome alert said it) or emptied: the form is dirty, and leaving
  // the page asks first, while the values differ from it.
  const [saved, setSaved] = useState<FormValues>({});
  // A form without a submit sends nothing: its values (a choice other blocks read) are never unsaved input.
  useReportDirty(formId, block.submit !== undefined && !sameValues(values, saved));

  const form = usePageForm({
    formId,
    idPrefix: `block_${block.id}`,
    title: block.title ?? block.id,
    spec: { ...block, submit },
    endpoint,
    pollEndpoint,
    lookups,
    read,
    state: pageState,
    values,
    setValues,
    onOutcome(outcome: SubmitOutcome) {
      page.set(`${block.id}.${ANSWER_KEY}`, outcome.ok ? (outcome.data ?? {}) : undefined);
      const shown: PageOutcome | undefined =
        outcome.text === undefined || outcome.text === ''
          ? undefined
          : { variant: outcome.ok ? 'success' : 'danger', text: outcome.text, seconds: submit.duration ?? DEFAULT_OUTCOME_SECONDS, at: Date.now() };
      page.set(`${block.id}.${ALERT_KEY}`, shown);
      setSaved(outcome.ok && submit.reset ? {} : values);
      if (outcome.ok) for (const grid of submit?.refresh ?? []) page.update(grid, (current) => ({ ...(typeof current === 'object' && current !== null ? current : {}), [RELOADS_KEY]: nextReloads(current) }));
      if (outcome.ok && submit.reset && form.status === 'ready') form.clear();
    },
  });

  const outcome = submit.resultIn === undefined ? outcomeAt(read(`${block.id}.${ALERT_KEY}`)) : undefined;
  const dismissOutcome = useCallback(() => page.set(`${block.id}.${ALERT_KEY}`, undefined), [block.id, page]);
  return { form, outcome, dismissOutcome };
}
