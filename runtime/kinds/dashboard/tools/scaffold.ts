import type { DashboardScreen } from '../../../generated/screen.ts';
import { menuOf, schemaPointer } from '../../../tooling/scaffold/buildParts.ts';
import type { DashboardRequest } from '../../../tooling/scaffold/request.ts';

/** A minimal dashboard: one card of links, to be filled. */
export function buildDashboard(request: DashboardRequest): DashboardScreen {
  return {
    $schema: schemaPointer(request.file),
    route: request.route,
    title: request.title,
    ...(request.description ? { description: request.description } : {}),
    menu: menuOf(request),
    kind: 'dashboard',
    cards: [{ title: 'Links', links: [{ label: 'Dashboard', route: '/secure/{userId}/dashboard' }] }],
  };
}
