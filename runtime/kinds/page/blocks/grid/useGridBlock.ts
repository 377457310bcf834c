import { useCallback, useEffect, useMemo } from 'react';
import type { GridSlice } from '../../../grid/gridSlice';
import { selectionState } from '../../../grid/selection';
import type { Row } from '../../../grid/types';
import type { GridLink } from '../../../grid/useGridController';
import type { ModalFormSlice } from '../../forms/modalFormSlice';
import type { PageStateApi } from '../../state/pageStore';
import { usePageSnapshot } from '../../state/usePageState';
import { reloadsOf } from './gridReloads';
import { GRID_PUBLISHES } from './published';

/** What a grid block needs: its id (where it publishes) and its grid, option sets resolved. */
export interface GridBlockSlice {
  id: string;
  grid: GridSlice;
  /** The page's modal forms, which the grid's toolbar buttons and row actions may open (`openForm`). */
  forms: Readonly<Record<string, ModalFormSlice | undefined>>;
}

/**
 * Links a grid block to its page: the list call's templates read the page state, and the
 * selection is published as `<id>.selected` (rows) and, for single selection, `<id>.selectedRow`;
 * the list answer's top-level fields besides the rows as `<id>.answer` (absent while it loads);
 * a raised `<id>.reloads` (a form's `submit.refresh`) loads the list again.
 */
export function useGridBlock({ id }: GridBlockSlice, page: PageStateApi): GridLink {
  const state = usePageSnapshot(page);
  const publish = useCallback(
    (rows: Row[], mode: 'single' | 'multi') => {
      const published = selectionState(rows, mode);
      page.set(`${id}.${GRID_PUBLISHES.selected}`, published.selected);
      if (mode === 'single') page.set(`${id}.${GRID_PUBLISHES.selectedRow}`, published.selectedRow);
    },
    [id, page],
  );
  const publishAnswer = useCallback((answer: Readonly<Record<string, unknown>> | undefined) => page.set(`${id}.${GRID_PUBLISHES.answer}`, answer), [id, page]);
  // A grid that goes (its `when` no longer holds) leaves no selection or answer behind.
  useEffect(
    () => () => {
      page.set(`${id}.${GRID_PUBLISHES.selected}`, undefined);
      page.set(`${id}.${GRID_PUBLISHES.selectedRow}`, undefined);
      page.set(`${id}.${GRID_PUBLISHES.answer}`, undefined);
    },
    [id, page],
  );
  const reloads = reloadsOf(state, id);
  return useMemo(() => ({ context: state, publish, publishAnswer, reloads }), [publish, publishAnswer, reloads, state]);
}
