import type { ScreenDefinition } from '../../generated/screen';
import { catalogueOf } from '../catalogueRegistry';
import type { CatalogueEntry } from '../kindCatalogue';
import { customComponentsOf } from './customParts';
import { openedRoutes } from './openedRoutes';

function menuPlace(screen: ScreenDefinition): string {
  if (!screen.menu) return 'Not in the menu';
  return `${screen.menu.group ?? 'Top'} › ${screen.menu.label}`;
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
      ...catalogueOf(screen).entryParts(screen),
      opens: openedRoutes(screen),
      components: customComponentsOf(screen),
    }))
    .sort((a, b) => a.menuPlace.localeCompare(b.menuPlace) || a.title.localeCompare(b.title));
}

/** Entries whose title, route, kind, menu place, description, endpoints or messages contain every word of the query. */
export function filterCatalogue(entries: readonly CatalogueEntry[], query: string): CatalogueEntry[] {
  const words = query.toLocaleLowerCase('en-CA').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = [entry.title, entry.route, entry.kind, entry.menuPlace, entry.description ?? '', ...entry.endpoints, ...entry.opens, ...entry.components, ...entry.messages.map((m) => m.text)]
      .join('\n')
      .toLocaleLowerCase('en-CA');
    return words.every((word) => haystack.includes(word));
  });
}
