import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../../api/useApi';
import { useAuth } from '../../../../auth/AuthContext';
import type { CardsBlock, Endpoint } from '../../../../generated/screen';
import { useToasts } from '../../../../ui/toasts';
import type { Row } from '../../../grid/types';
import { listKey, toListData, type ListKey } from '../../../grid/useGridList';
import type { ModalFormSlice } from '../../forms/modalFormSlice';
import type { PageStateApi } from '../../state/pageStore';
import { cardsOf, type Card } from './cardsOf';
import { CARDS_ROWS } from './published';

/** What a cards block needs: itself, its list call, its load failure text and the forms its buttons open. */
export interface CardsBlockSlice {
  block: CardsBlock;
  endpoint: Endpoint | undefined;
  loadFailed: string;
  forms: Readonly<Record<string, ModalFormSlice | undefined>>;
}

/** The form open in a modal: which, and for which row. */
export interface OpenCardForm {
  slice: ModalFormSlice;
  row: Row | undefined;
  /** Changes for every opening, so the modal starts afresh. */
  key: string;
}

interface CardsBase {
  /** The create button above the cards, if any. */
  create: { label: string; open: () => void } | undefined;
  /** The edit button's text on each card, if any. */
  editLabel: string | undefined;
  edit(card: Card): void;
  open: OpenCardForm | null;
  close: () => void;
  /** A modal form saved: closes it and reloads the list. */
  saved: () => void;
}

export type CardsBlockController =
  | (CardsBase & { status: 'loading' })
  | (CardsBase & { status: 'error'; text: string; retry: () => void })
  | (CardsBase & { status: 'ready'; cards: Card[]; empty: string });

/**
 * A card per row of the list call (rows published as `<id>.rows`), loaded once there is a session;
 * a failure shows `loadFailed` (and toasts it) with a retry. The create and edit buttons open the
 * page's forms in a modal; a save reloads the list.
 */
export function useCardsBlock({ block, endpoint, loadFailed, forms }: CardsBlockSlice, page: PageStateApi): CardsBlockController {
  const call = useApi();
  const { session } = useAuth();
  const toasts = useToasts();
  const [open, setOpen] = useState<OpenCardForm | null>(null);
  const list = endpoint ? { ...endpoint, ...(block.rows !== undefined ? { rows: block.rows } : {}) } : undefined;
  const key = session && list ? listKey(list, {}) : null;
  const { data, error, mutate, isValidating } = useSWR<Row[], Error, ListKey | null>(
    key,
    async () => {
      if (!list) return [];
      const result = await call(list);
      if (!result.ok) throw new Error(result.errorText ?? `HTTP ${result.status}`);
      return toListData(list, result.data).rows;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  useEffect(() => {
    if (error) toasts.show({ text: loadFailed, variant: 'warning' });
  }, [error, loadFailed, toasts]);
  useEffect(() => {
    page.set(`${block.id}.${CARDS_ROWS}`, data);
  }, [block.id, data, page]);

  const openForm = useCallback(
    (name: string, row: Row | undefined) => {
      const slice = forms[name];
      if (slice) setOpen({ slice, row, key: `${name}:${Date.now()}` });
    },
    [forms],
  );
  const close = useCallback(() => setOpen(null), []);
  const saved = useCallback(() => {
    setOpen(null);
    void mutate();
  }, [mutate]);
  const cards = useMemo(() => cardsOf(block.card, data ?? []), [block.card, data]);

  const base: CardsBase = {
    create: block.create ? { label: block.create.label, open: () => openForm(block.create?.form ?? '', undefined) } : undefined,
    editLabel: block.edit?.label,
    edit: (card) => {
      if (block.edit) openForm(block.edit.form, card.row);
    },
    open,
    close,
    saved,
  };
  if (error && !isValidating) return { ...base, status: 'error', text: loadFailed, retry: () => void mutate() };
  if (data === undefined) return { ...base, status: 'loading' };
  return { ...base, status: 'ready', cards, empty: block.empty };
}
