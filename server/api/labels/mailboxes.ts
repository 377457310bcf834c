import type { Queryable } from '../../db/database';

/**
 * The mailboxes exported labels may be e-mailed to (002 §9: about 24 city order mailboxes; the
 * list itself is not shown). Decision: they are what the supporting lookups of 002 §7 answer, so
 * the list follows the places staff keep: each warehouse's order mailbox (`GET /warehouse`,
 * `orderMailbox`) and each delivery hub's dispatch mailbox (`GET /onfleet/driver/region/all`,
 * `dispatchMailbox`): 22 with the demo places. 'No email', the form's default, sends nothing.
 */
export const NO_EMAIL = 'No email';

const slug = (name: string) => name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');

/** A warehouse's order mailbox: Winnipeg → orders.winnipeg@example.ca. */
export const warehouseMailbox = (name: string): string => `orders.${slug(name)}@example.ca`;

/** A delivery hub's dispatch mailbox: Winnipeg Hub → dispatch.winnipeg@example.ca. */
export const hubMailbox = (regionName: string): string => `dispatch.${slug(regionName.replace(/\s+hub$/i, ''))}@example.ca`;

/** Every mailbox labels may be e-mailed to: those of the stored warehouses and hubs. */
export async function knownMailboxes(db: Queryable): Promise<ReadonlySet<string>> {
  const { rows } = await db.query<{ name: string; hub: boolean }>('select name, false as hub from warehouse union all select region_name as name, true as hub from delivery_hub');
  return new Set(rows.map((row) => (row.hub ? hubMailbox(row.name) : warehouseMailbox(row.name))));
}
