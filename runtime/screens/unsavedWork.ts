import { createContext, createElement, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * Which parts of a screen hold work not yet sent (forms inline and modal, grids with pending
 * edits): the screen asks before it is left while any does.
 */
export interface UnsavedWork {
  /** `true`: work not yet sent; a text: work sent but still followed, and the question leaving asks of it (a poll's `leaveText`). */
  set(id: string, unsaved: boolean | string): void;
  any: () => boolean;
  /** What leaving asks: undefined (the question about changes that are not saved) while any part holds unsent work, else the first part's own. */
  question: () => string | undefined;
  subscribe: (listener: () => void) => () => void;
}

export function createUnsavedWork(): UnsavedWork {
  const unsaved = new Map<string, true | string>();
  const listeners = new Set<() => void>();
  return {
    set(id, value) {
      if ((unsaved.get(id) ?? false) === value) return;
      if (value === false) unsaved.delete(id);
      else unsaved.set(id, value);
      for (const listener of [...listeners]) listener();
    },
    any: () => unsaved.size > 0,
    question() {
      const values = [...unsaved.values()];
      if (values.includes(true)) return undefined;
      return values.find((value): value is string => typeof value === 'string');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The screen's tracker; undefined outside a LeaveGuardHost (a part reporting there is read by nobody). */
export const UnsavedWorkContext = createContext<UnsavedWork | undefined>(undefined);

/** Reports a part's unsaved work while it is mounted (and none once it is gone). */
export function useReportUnsaved(id: string, unsaved: boolean | string): void {
  const work = useContext(UnsavedWorkContext);
  useEffect(() => {
    work?.set(id, unsaved);
  }, [work, id, unsaved]);
  useEffect(() => () => work?.set(id, false), [work, id]);
}

/** Whether any part of the screen holds unsaved work, re-rendering when that changes. */
export function useAnyUnsaved(work: UnsavedWork): boolean {
  return useSyncExternalStore(work.subscribe, work.any, work.any);
}

/**
 * The one leave guard of a screen: its parts (a page's forms and grid blocks, a grid's sub-tables)
 * report to it. The router keeps a single navigation blocker, so a second guard inside would
 * silently replace this one and leave the others' work unguarded.
 */
export function LeaveGuardHost({ children }: { children: ReactNode }) {
  const [work] = useState(createUnsavedWork);
  return createElement(UnsavedWorkContext, { value: work }, children, createElement(LeaveQuestion, { work }));
}

function LeaveQuestion({ work }: { work: UnsavedWork }) {
  const question = useSyncExternalStore(work.subscribe, work.question, work.question);
  return useLeaveGuard(useAnyUnsaved(work), question);
}

/** A screen part that may stand alone (a grid screen) or inside another (a page's grid block, a sub-table): hosts the guard only when alone. */
export function OwnOrEnclosingLeaveGuard({ children }: { children: ReactNode }) {
  const enclosing = useContext(UnsavedWorkContext);
  return enclosing === undefined ? createElement(LeaveGuardHost, null, children) : children;
}
