import type { FormValues } from '../../form/types';
import { sameValues } from '../../form/values';

/** What the dirtiness of a page form needs of its controller: the schema's defaults, once it is ready. */
export type DefaultsOf = { status: 'ready'; withDefaults(values: FormValues): FormValues } | { status: 'loading' | 'error' };

/**
 * Whether a page form holds input changed since it started (or was last sent): both with the
 * schema's defaults filled in, as RJSF fills them when it shows the form (and again when a field
 * holding one is emptied). So focusing and leaving fields, which changes nothing, never makes
 * leaving the page ask, not even before the form has shown its defaults.
 */
export function changedSinceStart(form: DefaultsOf, values: FormValues, start: FormValues): boolean {
  if (form.status !== 'ready') return !sameValues(values, start);
  return !sameValues(form.withDefaults(values), form.withDefaults(start));
}
