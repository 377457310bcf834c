import { useCallback, useState } from 'react';
import type { Row } from './types';

/** The form open in a modal, if any: its name and the row it was opened for. */
export interface OpenForm {
  name: string;
  row: Row | undefined;
}

/** The form open in a modal (which reports its unsaved input to the screen's leave guard itself). */
export interface FormHost {
  open: OpenForm | null;
  openForm(name: string, row?: Row): void;
  close: () => void;
  /** A successful submit: closes the form and reloads the list. */
  saved: () => void;
}

export function useFormHost(revalidate: () => unknown): FormHost {
  const [open, setOpen] = useState<OpenForm | null>(null);
  const openForm = useCallback((name: string, row?: Row) => setOpen({ name, row }), []);
  const close = useCallback(() => setOpen(null), []);
  const saved = useCallback(() => {
    close();
    void revalidate();
  }, [close, revalidate]);
  return { open, openForm, close, saved };
}
