import type { FormValues } from '../../form/types';
import { sameValues } from '../../form/values';

/** What the dirtiness of a page form needs of its controller: the schema's defaults, once it is ready. */
export type DefaultsOf = { status: 'ready'; withDefaults(values: FormValues): FormValues } | { status: 'loading' | 'error' };

/**
 * Whether a page form holds input changed since it started (or was last sent): its values against
 * that start with the schema's defaults filled in, as RJSF fills them when it shows the form. So
 * focusing and leaving fields, which changes nothing, never makes leaving the page ask.
 */
export function changedSinceStart(form: DefaultsOf, values: FormValues, start: FormValues): boolean {
  return !sameValues(values, form.status === 'ready' ? form.withDefaults(start) : start);
}
