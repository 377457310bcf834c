/**
 * The demo development clusters (002 §3 Cluster status): three clusters of made-up services,
 * all running, so the dev services screen has something to switch from the start. Seeded once
 * per database (`seed_step` 'dev-clusters'), in the seed's unaudited transaction.
 */
import type { Queryable } from '../database';

export const DEV_CLUSTERS_STEP = 'dev-clusters';

export const DEMO_DEV_CLUSTERS = [
  { clusterName: 'dev-console', services: ['admin-api', 'console-web', 'identity'] },
  { clusterName: 'dev-exporter', services: ['label-service', 'order-pull-exporter', 'pdf-worker'] },
  { clusterName: 'dev-messaging', services: ['sms-gateway', 'sms-scheduler'] },
] as const;

/** Writes the clusters once per database; answers whether it wrote anything. */
export async function seedDevClusters(tx: Queryable): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [DEV_CLUSTERS_STEP]);
  if (done.rows[0]?.found === true) return false;
  for (const cluster of DEMO_DEV_CLUSTERS) {
    for (const service of cluster.services) {
      await tx.query('insert into dev_service (cluster_name, service_name) values ($1, $2) on conflict do nothing', [cluster.clusterName, service]);
    }
  }
  await tx.query('insert into seed_step (name) values ($1)', [DEV_CLUSTERS_STEP]);
  return true;
}
