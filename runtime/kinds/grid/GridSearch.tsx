import type { SearchBox } from './useSearchBox';

/** The search box (Enter applies it) and, when several fields can be searched, a checkbox per field. */
export function GridSearch({ search }: { search: SearchBox }) {
  return (
    <div className="grid-search">
      <input
        type="search"
        aria-label={search.label}
        placeholder={search.label}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            search.apply();
          }
        }}
      />
      {search.fields.length > 1 &&
        search.fields.map((field) => (
          <label key={field.field} className="grid-filter-on">
            <input type="checkbox" checked={field.checked} onChange={() => search.toggleField(field.field)} />
            {field.label}
          </label>
        ))}
    </div>
  );
}
