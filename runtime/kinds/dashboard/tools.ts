import { diffCards } from './tools/diff.ts';
import { buildDashboard } from './tools/scaffold.ts';
import type { KindTools } from '../toolParts.ts';

/** The dashboard kind's tools' parts: no rules beyond the meta-schema's, its cards compared by its own diff area (tools/diff.ts). */
export const dashboardTools: KindTools<'dashboard'> = {
  check: () => undefined,
  // Its links: each a route of a definition, or marked `planned` (a screen not built yet).
  navigationTargets: (screen) => screen.cards.flatMap((card, i) => card.links.map((link, j) => ({ pointer: `/cards/${i}/links/${j}/route`, route: link.route, planned: link.planned === true }))),
  validatorForms: () => [],
  diff: { areas: [(before, after) => diffCards(before, after)], known: ['cards'], ownsForms: false },
  scaffold: {
    flags: {},
    ask: ({ common }) => Promise.resolve({ request: { ...common, kind: 'dashboard', file: '' } }),
    build: (request) => buildDashboard(request),
    nextSteps: () => ['Cards and links: titles, labels and routes of the dashboard (cards[].links[]).'],
    summary: (screen) => `dashboard, ${screen.cards.length} card`,
  },
};
