import { useCallback, useState } from 'react';
import type { Row } from './types';

/** The form open in a modal, if any: its name and the row it was opened for. */
export interface OpenForm {
  name: string;
  row: Row | undefined;
}

export interface FormHost {
  open: OpenForm | null;
  /** The open form has changes not yet saved. */
  dirty: boolean;
  openForm(name: string, row?: Row): void;
  close(): void;
  /** A successful submit: closes the form and reloads the list. */
  saved(): void;
  setDirty(dirty: boolean): void;
}

export function useFormHost(revalidate: () => unknown): FormHost {
  const [open, setOpen] = useState<OpenForm | null>(null);
  const [dirty, setDirty] = useState(false);
  const openForm = useCallback((name: string, row?: Row) => {
    setDirty(false);
    setOpen({ name, row });
  }, []);
  const close = useCallback(() => {
    setDirty(false);
    setOpen(null);
  }, []);
  const saved = useCallback(() => {
    close();
    void revalidate();
  }, [close, revalidate]);
  return { open, dirty: open !== null && dirty, openForm, close, saved, setDirty };
}
