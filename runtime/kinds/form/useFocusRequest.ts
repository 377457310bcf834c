import { useEffect } from 'react';
import { focusTarget, type FocusRequest } from './focusField';

/** Moves focus to the field a stopped submit names (inside the form `formId`), once per request. */
export function useFocusRequest(formId: string, request: FocusRequest | undefined): void {
  const seq = request?.seq;
  const id = request?.id;
  useEffect(() => {
    const form = document.getElementById(formId);
    if (seq === undefined || id === undefined || !form) return;
    focusTarget(form, id)?.focus();
  }, [formId, seq, id]);
}
