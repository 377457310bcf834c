import type { DashboardScreen } from '../../../generated/screen.ts';
import { screenHead } from '../../../tooling/scaffold/buildParts.ts';
import type { DashboardRequest } from '../../../tooling/scaffold/request.ts';

/** A minimal dashboard: one card of links, to be filled. */
export function buildDashboard(request: DashboardRequest): DashboardScreen {
  return {
    ...screenHead(request),
    kind: 'dashboard',
    cards: [{ title: 'Links', links: [{ label: 'Dashboard', route: '/secure/{userId}/dashboard' }] }],
  };
}
