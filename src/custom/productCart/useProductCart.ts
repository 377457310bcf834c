import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CustomComponentProps } from '../../../runtime/custom/customContract';
import { useReportUnsaved } from '../../../runtime/screens/unsavedWork';
import { addLine, decreaseLine, linesOf, publishedLines, removeLine, setQuantity, typedQuantity, type CartLine, type LineKey } from './cartLines';
import type { ProductCartEndpoint, ProductCartList, ProductCartMessage, ProductCartProps, ProductCartPublished } from './contract';
import { readProductSearch, type FoundProduct } from './productSearch';
import { typeFilter, typesText } from './typeFilter';

export type ProductCartProperties = CustomComponentProps<ProductCartEndpoint, ProductCartMessage, ProductCartProps, ProductCartPublished>;

/** Where a list's search stands. */
export type SearchView =
  | { status: 'idle' }
  | { status: 'searching'; text: string }
  | { status: 'found'; text: string; product: FoundProduct; variant: number }
  | { status: 'none'; text: string }
  | { status: 'failed'; text: string };

/** A line as shown, with its texts and what its controls do. */
export interface LineView {
  key: string;
  productTitle: string;
  variantTitle: string;
  quantity: number;
  /** What the quantity box shows: the quantity, or the text being typed. */
  quantityText: string;
  quantityLabel: string;
  decreaseLabel: string;
  removeLabel: string;
  /** Said beside the box after a refused quantity, until the next accepted one. */
  refusal: string | undefined;
  typeQuantity(text: string): void;
  /** Leaving the box shows the quantity again (an emptied box meant no change). */
  leaveQuantity: () => void;
  decrease: () => void;
  remove(): void;
}

/** One list as shown: its texts, its search and its lines. */
export interface ListView {
  key: string;
  title: string;
  searchLabel: string;
  titleTyped: string;
  typeTitle(text: string): void;
  find(): void;
  search: SearchView;
  variantLabel: string;
  chooseVariant(index: number): void;
  add: () => void;
  lines: LineView[];
  emptyText: string;
}

const lineId = (key: LineKey): string => JSON.stringify([key.list, key.productTitle, key.variantTitle]);

const without = (record: Readonly<Record<string, string>>, key: string): Record<string, string> => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/**
 * The cart's logic: per list, the typed title, the latest search (a newer one wins) and its
 * chosen variant; the lines of every list, published (quantity above 0) with their count on each
 * change. Texts are the definition's; nothing here names a list or a product type.
 */
export function useProductCart({ endpoints, messages, props, state }: ProductCartProperties): { lists: ListView[]; findLabel: string; addLabel: string } {
  const { search } = endpoints;
  const { publish } = state;
  const [lines, setLines] = useState<CartLine[]>([]);
  // Lines built and not yet sent: leaving the screen asks first (as a filled form does).
  const [changedSinceSent, setChangedSinceSent] = useState(false);
  const edit = useCallback((update: (current: CartLine[]) => CartLine[]) => {
    setLines(update);
    setChangedSinceSent(true);
  }, []);
  const sent = props.sentWith === undefined ? undefined : state.read(props.sentWith);
  useEffect(() => {
    if (sent !== undefined) setChangedSinceSent(false);
  }, [sent]);
  useReportUnsaved(`productCart:${useId()}`, changedSinceSent && lines.length > 0);
  const [titles, setTitles] = useState<Readonly<Record<string, string>>>({});
  const [searches, setSearches] = useState<Readonly<Record<string, SearchView>>>({});
  const [refusals, setRefusals] = useState<ReadonlySet<string>>(new Set());
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const latest = useRef<Record<string, number>>({});

  const listKeys = useMemo(() => props.lists.map((list) => list.key), [props.lists]);
  useEffect(() => {
    const ordered = publishedLines(lines, listKeys);
    publish('lines', ordered);
    publish('count', ordered.length);
  }, [lines, listKeys, publish]);

  const setSearch = useCallback((list: string, view: SearchView) => setSearches((current) => ({ ...current, [list]: view })), []);

  const find = useCallback(
    async (list: ProductCartList, typed: string) => {
      const title = typed.trim();
      if (title === '') return;
      const call = (latest.current[list.key] ?? 0) + 1;
      latest.current[list.key] = call;
      setSearch(list.key, { status: 'searching', text: messages.searching() });
      const result = await search({ title, typeFilter: typeFilter(list.productTypes), list: list.key });
      if (latest.current[list.key] !== call) return;
      if (!result.ok) {
        setSearch(list.key, { status: 'failed', text: messages.searchFailed({ error: result.errorText ?? '' }) });
        return;
      }
      const read = readProductSearch(result.data);
      if (read.status === 'unreadable') setSearch(list.key, { status: 'failed', text: messages.searchFailed({ error: read.error }) });
      else if (read.status === 'none') setSearch(list.key, { status: 'none', text: messages.notFound({ title }) });
      else setSearch(list.key, { status: 'found', text: messages.found({ product: read.product.title }), product: read.product, variant: 0 });
    },
    [messages, search, setSearch],
  );

  const listViews = props.lists.map((list): ListView => {
    const view = searches[list.key] ?? { status: 'idle' };
    const typed = titles[list.key] ?? '';
    return {
      key: list.key,
      title: messages.listTitle({ list: list.key, productTypes: typesText(list.productTypes) }),
      searchLabel: messages.searchLabel({ list: list.key, productTypes: typesText(list.productTypes) }),
      titleTyped: typed,
      typeTitle: (text) => setTitles((current) => ({ ...current, [list.key]: text })),
      find: () => void find(list, typed),
      search: view,
      variantLabel: messages.variantLabel({ product: view.status === 'found' ? view.product.title : '' }),
      chooseVariant: (index) => {
        if (view.status === 'found' && index >= 0 && index < view.product.variants.length) setSearch(list.key, { ...view, variant: index });
      },
      add: () => {
        if (view.status !== 'found') return;
        const variant = view.product.variants[view.variant];
        if (!variant) return;
        // The product's own type (a Flowers list finds Bundle and Curated_Bundle too); the list's first when the answer omits it.
        const productType = view.product.productType ?? list.productTypes[0] ?? '';
        const added = { list: list.key, productTitle: view.product.title, variantTitle: variant.title, productType };
        // A line being typed in shows its raised quantity.
        setDrafts((current) => without(current, lineId(added)));
        edit((current) => addLine(current, added));
      },
      lines: linesOf(lines, list.key).map((line): LineView => {
        const id = lineId(line);
        const names = { product: line.productTitle, variant: line.variantTitle };
        const refuse = (refused: boolean) =>
          setRefusals((current) => {
            if (current.has(id) === refused) return current;
            const next = new Set(current);
            if (refused) next.add(id);
            else next.delete(id);
            return next;
          });
        const draft = (text: string | undefined) =>
          setDrafts((current) => {
            if (current[id] === text) return current;
            return text === undefined ? without(current, id) : { ...current, [id]: text };
          });
        return {
          key: id,
          productTitle: line.productTitle,
          variantTitle: line.variantTitle,
          quantity: line.quantity,
          quantityText: drafts[id] ?? String(line.quantity),
          quantityLabel: messages.quantityLabel(names),
          decreaseLabel: messages.decrease(names),
          removeLabel: messages.remove(names),
          refusal: refusals.has(id) ? messages.quantityRefused(names) : undefined,
          typeQuantity: (text) => {
            const quantity = typedQuantity(text);
            if (quantity === 'refused') {
              // The box shows the quantity again; the refusal says why.
              draft(undefined);
              refuse(true);
              return;
            }
            refuse(false);
            draft(text);
            if (quantity !== 'blank') edit((current) => setQuantity(current, line, quantity) ?? current);
          },
          leaveQuantity: () => draft(undefined),
          decrease: () => {
            refuse(false);
            draft(undefined);
            edit((current) => decreaseLine(current, line));
          },
          remove: () => {
            refuse(false);
            draft(undefined);
            edit((current) => removeLine(current, line));
          },
        };
      }),
      emptyText: messages.empty(),
    };
  });
  return { lists: listViews, findLabel: messages.find(), addLabel: messages.add() };
}
