import type { FormValues, ResolvedForm } from './types';
import { widgetPartsOf } from './widgets/registry';

/**
 * The rows each field's widget offers from the page state (`stateOptions`: an add-on picker's
 * `options`, an inventory another block loaded), by field name, read through `read`: the form's
 * controller hands them to the widgets (`formContext.stateOptions`).
 */
export function stateOptionsOf(form: ResolvedForm, read: (path: string) => unknown): FormValues {
  const rows: FormValues = {};
  for (const [field, widget] of Object.entries(form.ui ?? {})) {
    const offered = widget && widgetPartsOf(widget.widget).stateOptions(widget, read);
    if (offered !== undefined) rows[field] = offered;
  }
  return rows;
}
