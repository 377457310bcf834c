import { buildDashboard } from './tools/scaffold.ts';
import type { KindTools } from '../toolRegistry.ts';

/** The dashboard kind's tools' parts: no rules beyond the meta-schema's, its cards compared by the common areas (dashboard.ts). */
export const dashboardTools: KindTools<'dashboard'> = {
  check: () => undefined,
  navigationTargets: () => [],
  validatorForms: () => [],
  diff: { areas: [], known: [], ownsForms: false },
  scaffold: {
    flags: {},
    ask: async ({ common }) => ({ request: { ...common, kind: 'dashboard', file: '' } }),
    build: (request) => buildDashboard(request),
    nextSteps: () => ['Cards and links: titles, labels and routes of the dashboard (cards[].links[]).'],
    summary: (screen) => `dashboard, ${screen.cards.length} card`,
  },
};
