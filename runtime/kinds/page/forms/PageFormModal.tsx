import { useMemo } from 'react';
import { FormModal } from '../../form/FormModal';
import type { PageStateApi } from '../state/pageStore';
import type { ModalFormSlice } from './modalFormSlice';
import { pageModalForm } from './pageModalForm';

export interface PageFormModalProps {
  slice: ModalFormSlice;
  page: PageStateApi;
  /** The row an edit form opens for. */
  row?: Record<string, unknown>;
  onClose: () => void;
  /** After a successful submit, with its answer (a submit that sends nothing: the values). */
  onSaved: (answer: unknown) => void;
}

/** A page's modal form in the one form modal; render it only while open, keyed by its row (it starts afresh each time). */
export function PageFormModal({ slice, page, row, onClose, onSaved }: PageFormModalProps) {
  const form = useMemo(() => pageModalForm(slice), [slice]);
  return <FormModal form={form} page={page} row={row} onClose={onClose} onSaved={onSaved} />;
}
