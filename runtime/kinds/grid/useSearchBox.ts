import { useCallback, useState } from 'react';
import type { GridScreen } from '../../generated/screen';
import { NO_SEARCH, searchFields, type AppliedSearch } from './listQuery';

/** The search box: text typed, filter-on checkboxes, and the search last applied. */
export interface SearchBox {
  label: string;
  text: string;
  setText(text: string): void;
  /** One entry per filter-on field (checkboxes are shown when there are several). */
  fields: { field: string; label: string; checked: boolean }[];
  toggleField(field: string): void;
  /** Enter: applies the text over the checked fields (none checked = all). */
  apply(): void;
}

export function useSearchBox(search: GridScreen['search'], onApply: () => void): { box: SearchBox | undefined; applied: AppliedSearch } {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<readonly string[]>([]);
  const [applied, setApplied] = useState<AppliedSearch>(NO_SEARCH);

  const toggleField = useCallback((field: string) => {
    setChecked((current) => (current.includes(field) ? current.filter((name) => name !== field) : [...current, field]));
  }, []);

  const apply = useCallback(() => {
    const trimmed = text.trim();
    setApplied(trimmed === '' ? NO_SEARCH : { text: trimmed, fields: searchFields(search, checked) });
    onApply();
  }, [checked, onApply, search, text]);

  const box: SearchBox | undefined = search
    ? {
        label: search.label ?? 'Search',
        text,
        setText,
        fields: search.filterOn.map((filter) => ({ field: filter.field, label: filter.label, checked: checked.includes(filter.field) })),
        toggleField,
        apply,
      }
    : undefined;
  return { box, applied };
}
