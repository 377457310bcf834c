import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

/** Which forms of a page hold input not yet sent (inline and modal): the page asks before it is left while any does. */
export interface DirtyForms {
  set(id: string, dirty: boolean): void;
  any(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createDirtyForms(): DirtyForms {
  const dirty = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    set(id, value) {
      if (dirty.has(id) === value) return;
      if (value) dirty.add(id);
      else dirty.delete(id);
      for (const listener of [...listeners]) listener();
    },
    any: () => dirty.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's tracker; a form outside a page reports to a tracker nobody reads. */
export const DirtyFormsContext = createContext<DirtyForms>(createDirtyForms());

/** Reports a form's dirtiness while it is mounted (and clean once it is gone). */
export function useReportDirty(id: string, dirty: boolean): void {
  const forms = useContext(DirtyFormsContext);
  useEffect(() => {
    forms.set(id, dirty);
  }, [forms, id, dirty]);
  useEffect(() => () => forms.set(id, false), [forms, id]);
}

/** Whether any form of the page is dirty, re-rendering when that changes. */
export function useAnyDirty(forms: DirtyForms): boolean {
  return useSyncExternalStore(forms.subscribe, forms.any, forms.any);
}
