import type { Kind, ScreenOfKind } from './kindParts';

/** What the catalogue shows of one definition. */
export interface CatalogueEntry {
  title: string;
  route: string;
  kind: string;
  /** '<group> › <label>', 'Top › <label>' for top entries, or 'Not in the menu'. */
  menuPlace: string;
  description: string | undefined;
  /** 'GET /places/town', lookups included, each once. */
  endpoints: string[];
  /** Every text the screen shows that the definition holds, with where it sits. */
  messages: { key: string; text: string }[];
  /** The routes it opens ('New Rule', 'Update', back to a list after a submit), each once. */
  opens: string[];
  /** The custom components it shows (src/custom/), each once. */
  components: string[];
}

/**
 * What the screen catalogue (and `screens:new`' checklist) reads of a screen of a kind. A kind's
 * folder exports it (`<kind>/catalogueParts.ts`), apart from its index.ts: only the catalogue's
 * chunk and the tools need it, and the registry of index.ts files is in the entry.
 */
export interface KindCatalogue<K extends Kind> {
  /** The calls it makes (`GET /places/town`, lookups included, each once) and every text it shows that the definition holds, with where it sits. */
  entryParts(screen: ScreenOfKind<K>): Pick<CatalogueEntry, 'endpoints' | 'messages'>;
  /** The routes it opens (a toolbar's or row action's `navigate`, a form's `submit.navigate`). */
  opens(screen: ScreenOfKind<K>): string[];
  /** The custom components it shows (src/custom/), in page order. */
  components(screen: ScreenOfKind<K>): string[];
}

/** The parts of a kind whose screens call nothing, show no text of their definition, open nothing and show no custom component. */
export function plainCatalogue<K extends Kind>(): KindCatalogue<K> {
  return { entryParts: () => ({ endpoints: [], messages: [] }), opens: () => [], components: () => [] };
}
