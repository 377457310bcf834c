import { useMemo } from 'react';
import { FormModal } from '../form/FormModal';
import { FormModalFrame } from '../form/FormModalFrame';
import { formIdOf } from '../form/formId';
import { gridModalForm, type FormScreen } from './gridModalForm';

export interface GridFormModalProps {
  screen: FormScreen;
  /** The form of `screen.forms` to show. */
  formName: string;
  /** The row an edit form (`initial: row`) opens for. */
  row?: Record<string, unknown> | undefined;
  /** What the grid gives the form's templates besides the row (a sub-table's `parent`). */
  context?: Readonly<Record<string, unknown>> | undefined;
  onClose: () => void;
  /** After a successful submit; the modal then closes. */
  onSaved: () => void;
}

/** One of a grid's `forms` in the one form modal; render it only while open, keyed by its row (it starts afresh each time). */
export function GridFormModal({ screen, formName, row, context, onClose, onSaved }: GridFormModalProps) {
  const definition = screen.forms?.[formName];
  const { route, messages, endpoints, lookups, options } = screen;
  // The same form while the definition is: the controller derives its schema once.
  const form = useMemo(
    () => (definition ? gridModalForm({ route, messages, endpoints, ...(lookups && { lookups }), ...(options && { options }) }, formName, definition) : undefined),
    [definition, endpoints, formName, lookups, messages, options, route],
  );
  if (!form) return <FormModalFrame shows="notice" title={formName} notice={<p role="alert">{`The screen has no form "${formName}" (${formIdOf(route, formName)}).`}</p>} onClose={onClose} />;
  return <FormModal form={form} row={row} context={context} onClose={onClose} onSaved={onSaved} />;
}
