import type { ScreenDefinition } from '../../generated/screen';
import { pageParts } from './pageParts';

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
}

function menuPlace(screen: ScreenDefinition): string {
  if (!screen.menu) return 'Not in the menu';
  return `${screen.menu.group ?? 'Top'} › ${screen.menu.label}`;
}

function gridParts(screen: ScreenDefinition): Pick<CatalogueEntry, 'endpoints' | 'messages'> {
  if (screen.kind === 'page') return pageParts(screen);
  if (screen.kind !== 'grid') return { endpoints: [], messages: [] };
  const calls = [
    ...Object.values(screen.endpoints),
    ...Object.values(screen.lookups ?? {}).map((lookup) => lookup?.endpoint),
  ].filter((endpoint) => endpoint !== undefined);
  const endpoints = [...new Set(calls.map((endpoint) => `${endpoint.method} ${endpoint.path}`))];
  const messages: CatalogueEntry['messages'] = Object.entries(screen.messages).flatMap(([key, text]) =>
    text === undefined ? [] : [{ key: `messages.${key}`, text }],
  );
  if (screen.delete) messages.push({ key: 'delete.confirm', text: screen.delete.confirm });
  const confirm = screen.batchUpdate?.confirm;
  if (confirm) {
    messages.push({ key: 'batchUpdate.confirm.title', text: confirm.title });
    if (confirm.details?.heading) messages.push({ key: 'batchUpdate.confirm.details.heading', text: confirm.details.heading });
    if (confirm.checkbox) messages.push({ key: 'batchUpdate.confirm.checkbox.label', text: confirm.checkbox.label });
  }
  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    if (!form) continue;
    messages.push({ key: `forms.${name}.title`, text: form.title });
    for (const [field, byKeyword] of Object.entries(form.messages ?? {})) {
      for (const [keyword, text] of Object.entries(byKeyword ?? {})) {
        if (text !== undefined) messages.push({ key: `forms.${name}.messages.${field}.${keyword}`, text });
      }
    }
  }
  return { endpoints, messages };
}

/** One entry per definition, ordered by menu place then title. */
export function catalogueEntries(screens: readonly ScreenDefinition[]): CatalogueEntry[] {
  return screens
    .map((screen) => ({
      title: screen.title,
      route: screen.route,
      kind: screen.kind,
      menuPlace: menuPlace(screen),
      description: screen.description,
      ...gridParts(screen),
    }))
    .sort((a, b) => a.menuPlace.localeCompare(b.menuPlace) || a.title.localeCompare(b.title));
}

/** Entries whose title, route, kind, menu place, description, endpoints or messages contain every word of the query. */
export function filterCatalogue(entries: readonly CatalogueEntry[], query: string): CatalogueEntry[] {
  const words = query.toLocaleLowerCase('en-CA').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = [entry.title, entry.route, entry.kind, entry.menuPlace, entry.description ?? '', ...entry.endpoints, ...entry.messages.map((m) => m.text)]
      .join('\n')
      .toLocaleLowerCase('en-CA');
    return words.every((word) => haystack.includes(word));
  });
}
