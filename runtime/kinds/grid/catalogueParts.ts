import { gridTexts } from '../catalogue/gridTexts';
import type { KindCatalogue } from '../kindCatalogue';
import { lookupEndpoint } from '../../lookups/ruleLookup';
import { gridTargets } from './gridTargets';

/** What the catalogue lists of a grid screen: its calls and lookups, its texts, the routes its toolbar and row actions open. */
export const gridCatalogue: KindCatalogue<'grid'> = {
  entryParts: (screen) => {
    const calls = [
      ...Object.values(screen.endpoints),
      ...Object.values(screen.lookups ?? {}).map(lookupEndpoint),
    ].filter((endpoint) => endpoint !== undefined);
    const endpoints = [...new Set(calls.map((endpoint) => `${endpoint.method} ${endpoint.path}`))];
    return { endpoints, messages: gridTexts(screen) };
  },
  opens: (screen) => gridTargets(screen, '').map((target) => target.route),
  components: () => [],
};
