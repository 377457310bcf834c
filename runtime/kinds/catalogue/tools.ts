import { buildCatalogue } from './tools/scaffold.ts';
import type { KindTools } from '../toolParts.ts';

/** The catalogue kind's tools' parts: it needs nothing but its route, title and menu entry. */
export const catalogueTools: KindTools<'catalogue'> = {
  check: () => undefined,
  navigationTargets: () => [],
  validatorForms: () => [],
  diff: { areas: [], known: [], ownsForms: false },
  scaffold: {
    flags: {},
    ask: ({ common }) => Promise.resolve({ request: { ...common, kind: 'catalogue', file: '' } }),
    build: (request) => buildCatalogue(request),
    nextSteps: () => ['Search box label (searchLabel), if not the default.'],
    summary: () => 'screen catalogue',
  },
};
