import type { FormBlock, PageForm, PageSubmit as SubmitOfDefinition } from '../../../generated/screen';

/** What a page form is made of, inline (a form block) or in a modal (`forms.<name>`); a form block without a submit gets NO_SUBMIT. */
export type PageFormSpec = (Pick<FormBlock, 'entity' | 'payload' | 'fields'> | Pick<PageForm, 'entity' | 'payload' | 'fields'>) & { submit: SubmitOfDefinition };

export type PageSubmit = PageFormSpec['submit'];

/** The submit of a form block that has none (its values only feed other blocks): no button is shown, nothing is ever sent. */
export const NO_SUBMIT: PageSubmit = { label: '', endpoint: '', failure: '' };
export type PageField = PageFormSpec['fields'][number];

/** Seconds an outcome stays shown unless the submit says otherwise (002 §8: 5 seconds). */
export const DEFAULT_OUTCOME_SECONDS = 5;

/** How long a submit's outcome stays (seconds): `duration`, and for a failure `failureDuration` when given (001 §8: Manual fulfilment's success 3 s, failure 5 s). */
export function outcomeSeconds(submit: { duration?: number | undefined; failureDuration?: number | undefined }, ok: boolean): number {
  const seconds = submit.duration ?? DEFAULT_OUTCOME_SECONDS;
  return ok ? seconds : (submit.failureDuration ?? seconds);
}
