import { useCallback } from 'react';
import type { PageFormRenderer } from '../../../grid/GridFormHost';
import { pageFormLookups } from '../../forms/asForm';
import { LazyPageFormModal } from '../../forms/LazyPageFormModal';
import type { ModalFormSlice } from '../../forms/modalFormSlice';
import type { PageStateApi } from '../../state/pageStore';

/**
 * How a grid block shows the page's modal forms its toolbar buttons and row actions open: the
 * form, filled from the row it was opened for, keyed by the row and its lookups so each opening
 * starts afresh; undefined for a name the page has no form of.
 */
export function usePageFormRenderer(forms: Readonly<Record<string, ModalFormSlice | undefined>>, page: PageStateApi): PageFormRenderer {
  return useCallback<PageFormRenderer>(
    ({ name, row, onClose, onSaved }) => {
      const slice = forms[name];
      if (!slice) return undefined;
      return (
        <LazyPageFormModal
          key={`${name}|${JSON.stringify(row ?? null)}|${pageFormLookups(slice.form).join(',')}`}
          slice={slice}
          page={page}
          {...(row ? { row } : {})}
          onClose={onClose}
          onSaved={onSaved}
        />
      );
    },
    [forms, page],
  );
}
