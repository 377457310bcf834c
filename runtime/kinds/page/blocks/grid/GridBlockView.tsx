import { Suspense } from 'react';
import type { PageStateApi } from '../../state/pageStore';
import { useGridBlock, type GridBlockSlice } from './useGridBlock';
import { usePageFormRenderer } from './usePageFormRenderer';

import { gridBodyCode } from './gridBodyCode';

const GridBody = gridBodyCode.Component;

/** A grid in a page: the grid kind's own body, linked to the page state, opening the page's modal forms too. */
export function GridBlockView({ slice, page }: { slice: GridBlockSlice; page: PageStateApi }) {
  const link = useGridBlock(slice, page);
  const pageForm = usePageFormRenderer(slice.forms, page);
  return (
    <div className="page-grid">
      <Suspense fallback={<p className="page-loading">Loading…</p>}>
        <GridBody grid={slice.grid} link={link} pageForm={pageForm} />
      </Suspense>
    </div>
  );
}
