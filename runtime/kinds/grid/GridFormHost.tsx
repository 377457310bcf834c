import { lazy, Suspense, type ReactNode } from 'react';
import { withDomainRules } from '../../domain/domainRules';
import type { FormScreen } from './gridModalForm';
import type { Row } from './types';
import type { FormHost } from './useFormHost';

// Forms call the domain rules (today's date, date rules, filters): the modal waits for them too.
const GridFormModal = lazy(() => withDomainRules(import('./GridFormModal')).then((module) => ({ default: module.GridFormModal })));

/** The form a grid opened, as a page hands it to the page's own modal forms (`forms` of a page). */
export interface OpenPageForm {
  name: string;
  row: Row | undefined;
  onClose: () => void;
  /** Saved: closes it and reloads the list (staying on the page shown). */
  onSaved: () => void;
}

/** Renders a page's modal form for a grid block; undefined when the page has no form of that name. */
export type PageFormRenderer = (open: OpenPageForm) => ReactNode | undefined;

/**
 * The form a toolbar button or row action opened, in its own modal (loaded on first use): one of
 * the grid's `forms`, else (a grid block) one of its page's modal forms.
 */
export function GridFormHost({
  screen,
  form,
  context,
  pageForm,
}: {
  screen: FormScreen;
  form: FormHost;
  /** What the grid gives the form's templates besides the row (a sub-table's `parent`). */
  context?: Readonly<Record<string, unknown>> | undefined;
  pageForm?: PageFormRenderer | undefined;
}) {
  if (!form.open) return null;
  const { name, row } = form.open;
  if (!screen.forms?.[name] && pageForm) {
    const shown = pageForm({ name, row, onClose: form.close, onSaved: form.saved });
    if (shown !== undefined) return <Suspense fallback={null}>{shown}</Suspense>;
  }
  return (
    <Suspense fallback={null}>
      <GridFormModal key={`${name}-${JSON.stringify(row ?? null)}`} screen={screen} formName={name} row={row} onClose={form.close} onSaved={form.saved} context={context} />
    </Suspense>
  );
}
