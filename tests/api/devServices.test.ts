import { describe, expect, it } from 'vitest';
import type { ClusterStatus, ClusterSwitch } from '../../runtime/generated/entities';
import { SWITCHED } from '../../server/api/dev/index';
import type { Database } from '../../server/db/database';
import { DEMO_DEV_CLUSTERS } from '../../server/db/seed/devClusters';
import { onSignedInServer } from '../support/signedInServer';
import { callApi, expectJsonError } from '../support/api';

/** Dev services on the dev host (002 §3 Cluster status, §4, §7, §8): status, turn-off and turn-on. */

let origin: string;
let token: string;
let db: Database;

onSignedInServer((server) => ({ origin, token, db } = server));

async function status(): Promise<ClusterStatus[]> {
  const answer = await callApi<ClusterStatus[]>(origin, '/api/dev/ecs/clusters/status', { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

const turn = (way: 'on' | 'off') => callApi<ClusterSwitch>(origin, `/api/dev/ecs/clusters/turn-${way}`, { method: 'PUT', token });
const states = (clusters: ClusterStatus[]) => clusters.flatMap((cluster) => cluster.services.map((service) => service.running));

describe('the dev services', () => {
  it('lists the seeded clusters by name, each service running', async () => {
    const clusters = await status();
    expect(clusters).toEqual(DEMO_DEV_CLUSTERS.map((cluster) => ({ clusterName: cluster.clusterName, services: cluster.services.map((serviceName) => ({ serviceName, running: true })) })));
  });

  it("turns every service off with the verbatim message, the status then shows them stopped, and each change is audited", async () => {
    const answer = await turn('off');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Success: All ECS services have been turned on/off.');
    expect(answer.body.message).toBe(SWITCHED);
    expect(answer.body).toMatchObject({ running: false, changed: 8 });
    expect(states(answer.body.clusters).every((running) => !running)).toBe(true);
    expect(states(await status())).toEqual(new Array(8).fill(false));
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'dev-service' and method = 'PUT' and path = '/api/dev/ecs/clusters/turn-off' and (after->>'running')::boolean = false`);
    expect(rows[0]?.n).toBe(8);
  });

  it('turning off again changes nothing; turning on starts every service again', async () => {
    expect((await turn('off')).body).toMatchObject({ changed: 0, running: false });
    const on = await turn('on');
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ message: SWITCHED, running: true, changed: 8 });
    expect(states(await status())).toEqual(new Array(8).fill(true));
  });

  it('takes no body and no query parameters (400), and needs the bearer token (401)', async () => {
    expectJsonError(await callApi(origin, '/api/dev/ecs/clusters/turn-off', { method: 'PUT', token, json: { clusters: ['dev-console'] } }), 400);
    expectJsonError(await callApi(origin, '/api/dev/ecs/clusters/turn-off?cluster=dev-console', { method: 'PUT', token }), 400);
    expectJsonError(await callApi(origin, '/api/dev/ecs/clusters/turn-off', { method: 'PUT' }), 401);
    expect(states(await status())).toEqual(new Array(8).fill(true));
  });

  it('takes the empty JSON object a console button without fields sends (Dev services screen)', async () => {
    const off = await callApi<ClusterSwitch>(origin, '/api/dev/ecs/clusters/turn-off', { method: 'PUT', token, json: {} });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: SWITCHED, running: false, changed: 8 });
    expect(states(await status())).toEqual(new Array(8).fill(false));
    const on = await callApi<ClusterSwitch>(origin, '/api/dev/ecs/clusters/turn-on', { method: 'PUT', token, json: {} });
    expect(on.body).toMatchObject({ message: SWITCHED, running: true, changed: 8 });
    expect(states(await status())).toEqual(new Array(8).fill(true));
  });
});
