import type { CatalogueScreen } from '../../../generated/screen.ts';
import { menuOf, schemaPointer } from '../../../tooling/scaffold/buildParts.ts';
import type { CatalogueRequest } from '../../../tooling/scaffold/request.ts';

/** A screen catalogue: every definition, searchable (the kind needs nothing more). */
export function buildCatalogue(request: CatalogueRequest): CatalogueScreen {
  return {
    $schema: schemaPointer(request.file),
    route: request.route,
    title: request.title,
    ...(request.description ? { description: request.description } : {}),
    menu: menuOf(request),
    kind: 'catalogue',
  };
}
