import type { ApiApp } from '../common';
import { describeRoute, NO_INPUT } from '../routes';

/** The occasions the order tools offer (001 §9's fallback list, which the server list replaces). */
export const OCCASIONS = ['Birthday', 'Anniversary', 'Celebration', 'Engagement', 'Just because', 'Sympathy', 'Thinking of you', 'Self-care', 'Other'] as const;

/** GET /v3/occasions: the occasion names as `[{ name }]`. */
export function registerOccasions(app: ApiApp): void {
  describeRoute(app, 'GET', '/v3/occasions', NO_INPUT);
  app.get('/v3/occasions', (c) => c.json(OCCASIONS.map((name) => ({ name }))));
}
