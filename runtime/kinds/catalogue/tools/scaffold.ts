import type { CatalogueScreen } from '../../../generated/screen.ts';
import { screenHead } from '../../../tooling/scaffold/buildParts.ts';
import type { CatalogueRequest } from '../../../tooling/scaffold/request.ts';

/** A screen catalogue: every definition, searchable (the kind needs nothing more). */
export function buildCatalogue(request: CatalogueRequest): CatalogueScreen {
  return {
    ...screenHead(request),
    kind: 'catalogue',
  };
}
