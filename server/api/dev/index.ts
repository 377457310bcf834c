import type { Context } from 'hono';
import type { Database } from '../../db/database';
import type { ClusterStatus, ClusterSwitch } from '../../../runtime/generated/entities';
import { validBody } from '../admin/http';
import { auditedWrite } from '../admin/writes';
import type { ApiVariables, TokenVerifier } from '../auth';
import type { ApiApp } from '../common';
import { describeRoute, NO_INPUT, type RouteSchemas } from '../routes';
import { createService } from '../services';

/** 002 §8, verbatim: the answer of turn-on and turn-off. */
export const SWITCHED = 'Success: All ECS services have been turned on/off.';

/** What turn-on and turn-off take: nothing, or an empty JSON object (what a console button with no fields sends). */
const SWITCH_INPUT: RouteSchemas = { body: { type: 'object', properties: {}, additionalProperties: false } };

/** Every cluster with its services, by name. */
export async function clusterStatus(db: Pick<Database, 'query'>): Promise<ClusterStatus[]> {
  const { rows } = await db.query<{ cluster_name: string; service_name: string; running: boolean }>(
    'select cluster_name, service_name, running from dev_service order by cluster_name collate "C", service_name collate "C"',
  );
  const clusters = new Map<string, ClusterStatus>();
  for (const row of rows) {
    const cluster = clusters.get(row.cluster_name) ?? { clusterName: row.cluster_name, services: [] };
    cluster.services.push({ serviceName: row.service_name, running: row.running });
    clusters.set(row.cluster_name, cluster);
  }
  return [...clusters.values()];
}

/**
 * The dev services of 002 §7 (dev host, bearer), mounted at /api/dev:
 * - GET /ecs/clusters/status: every cluster with its services, `ClusterStatus[]`.
 * - PUT /ecs/clusters/turn-on and /ecs/clusters/turn-off (no payload: 002 shows none; no body or
 *   the empty JSON object a console button sends, any field in it refused with 400): every
 *   service of every cluster starts or stops at once; 200 `ClusterSwitch` `{ message: 'Success:
 *   All ECS services have been turned on/off.', running, changed, clusters }`. Each service
 *   that changes is audited (entity dev-service); one already in that state is left as is.
 * - GET /status: the service is up (services.ts).
 */
export function createDevApi(db: Database, verify: TokenVerifier): ApiApp {
  const app = createService('dev', verify);
  describeRoute(app, 'GET', '/ecs/clusters/status', NO_INPUT);
  app.get('/ecs/clusters/status', async (c) => c.json(await clusterStatus(db)));

  for (const [path, running] of [['/ecs/clusters/turn-on', true], ['/ecs/clusters/turn-off', false]] as const) {
    const route = describeRoute<Record<string, never>>(app, 'PUT', path, SWITCH_INPUT);
    app.put(path, async (c: Context<{ Variables: ApiVariables }>) => {
      const body = await validBody(c, route.body, 'Turning the services on or off takes no values.');
      if (!body.ok) return body.response;
      return auditedWrite(c, db, async (tx) => {
        const { rows } = await tx.query<{ id: number }>('update dev_service set running = $1, changed_at = now() where running <> $1 returning id', [running]);
        const answer: ClusterSwitch = { message: SWITCHED, running, changed: rows.length, clusters: await clusterStatus(tx) };
        return c.json(answer);
      });
    });
  }
  return app;
}
