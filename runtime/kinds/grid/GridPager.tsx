import { parsePageSize } from './paging';
import type { GridPaging } from './useGridController';

/** Per-page choice; nothing to choose when the definition offers one size. */
export function PageSizeSelect({ paging }: { paging: GridPaging }) {
  if (paging.sizes.length < 2) return null;
  return (
    <label className="grid-page-size">
      Per page{' '}
      <select
        aria-label="Per page"
        value={String(paging.size)}
        onChange={(event) => {
          const size = parsePageSize(event.target.value, paging.sizes);
          if (size !== undefined) paging.setSize(size);
        }}
      >
        {paging.sizes.map((size) => (
          <option key={String(size)} value={String(size)}>
            {paging.labels?.[String(size)] ?? String(size)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** First / Previous / Next / Last and 'Page X of Y · N rows'. */
export function GridPager({ paging, total }: { paging: GridPaging; total: number }) {
  const { page, pageCount, setPage } = paging;
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  return (
    <nav className="grid-pager" aria-label="Pagination">
      <button type="button" className="button" aria-label="First page" disabled={atStart} onClick={() => setPage(1)}>
        «
      </button>
      <button type="button" className="button" aria-label="Previous page" disabled={atStart} onClick={() => setPage(page - 1)}>
        ‹
      </button>
      <span className="grid-pager-text">
        Page {page} of {pageCount} · {total} {total === 1 ? 'row' : 'rows'}
      </span>
      <button type="button" className="button" aria-label="Next page" disabled={atEnd} onClick={() => setPage(page + 1)}>
        ›
      </button>
      <button type="button" className="button" aria-label="Last page" disabled={atEnd} onClick={() => setPage(pageCount)}>
        »
      </button>
    </nav>
  );
}
