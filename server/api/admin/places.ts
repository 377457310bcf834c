import type { Database } from '../../db/database';
import { hubMailbox, warehouseMailbox } from '../labels/mailboxes';
import type { DeliveryHub, Province, Region, RegionCreate, RegionUpdate, Warehouse } from '../../../runtime/generated/entities';
import regionSchema from '../../../schemas/entities/region.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { describeRoute, NO_INPUT } from '../routes';
import { jsonError } from '../errors';
import { idParams, pathId, validBody } from './http';
import { staleRow, type RowNoun } from './versions';
import { auditedWrite } from './writes';


const INVALID = 'The region is not valid.';
const REGION: RowNoun = { one: 'Region', many: 'Regions' };

/** Places calls of 000 §7: provinces, regions, warehouses and delivery hubs. */
export function registerPlaces(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/province', NO_INPUT);
  app.get('/province', async (c) => {
    const { rows } = await db.query<Province>('select id, name from province order by name');
    return c.json(rows);
  });

  describeRoute(app, 'GET', '/places/region', NO_INPUT);
  app.get('/places/region', async (c) => {
    const { rows } = await db.query<Region>(
      `select r.region_id, r.region_name, r.display_name, r.tag, r.short_code, r.province_id,
              p.name as province_name, r.warehouse_id, w.name as warehouse_name, w.sku as warehouse_sku,
              r.delivery_hub, r.version
         from region r
         join province p on p.id = r.province_id
         join warehouse w on w.id = r.warehouse_id
        order by r.region_name`,
    );
    return c.json(rows);
  });

  const validateRegionCreate = describeRoute<RegionCreate>(app, 'POST', '/places/region', { body: regionSchema.$defs.create }).body;
  app.post('/places/region', async (c) => {
    const body = await validBody(c, validateRegionCreate, INVALID);
    if (!body.ok) return body.response;
    const region = body.value;
    return auditedWrite(c, db, async (tx) => {
      const clash = await tx.query(
        'select 1 from region where lower(region_name) = lower($1) or lower(tag) = lower($2)',
        [region.name, region.tag],
      );
      if (clash.rows.length > 0) return jsonError(c, 409, `A region named ${region.name} already exists.`, { name: 'already exists' });
      const refs = await tx.query<{ province: boolean; warehouse: boolean; hub: boolean }>(
        `select exists(select 1 from province where id = $1) as province,
                exists(select 1 from warehouse where id = $2) as warehouse,
                exists(select 1 from delivery_hub where region_id = $3) as hub`,
        [region.province_id, region.warehouse_id, region.delivery_hub],
      );
      const found = refs.rows[0];
      const missing: Record<string, string> = {};
      if (!found?.province) missing.province_id = 'no such province';
      if (!found?.warehouse) missing.warehouse_id = 'no such warehouse';
      if (!found?.hub) missing.delivery_hub = 'no such delivery hub';
      if (Object.keys(missing).length > 0) return jsonError(c, 400, INVALID, missing);
      const { rows } = await tx.query<{ region_id: number }>(
        `insert into region (region_name, display_name, tag, short_code, province_id, warehouse_id, delivery_hub)
         values ($1, $2, $3, $4, $5, $6, $7) returning region_id`,
        [region.name, region.display_name, region.tag, region.short_code, region.province_id, region.warehouse_id, region.delivery_hub],
      );
      return c.json({ success: `Region ${region.name} has been created.`, region_id: rows[0]?.region_id }, 201);
    });
  });

  const validateRegionUpdate = describeRoute<RegionUpdate>(app, 'PUT', '/places/region/:regionId', { body: regionSchema.$defs.update, params: idParams('regionId') }).body;
  app.put('/places/region/:regionId', async (c) => {
    const id = pathId(c, 'regionId', 'The region id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateRegionUpdate, INVALID);
    if (!body.ok) return body.response;
    const { warehouse_id, short_code, version } = body.value;
    return auditedWrite(c, db, async (tx) => {
      const found = await tx.query<{ region_name: string; version: number; warehouse: boolean }>(
        'select region_name, version, exists(select 1 from warehouse where id = $2) as warehouse from region where region_id = $1 for update',
        [id.value, warehouse_id],
      );
      const region = found.rows[0];
      if (!region) return jsonError(c, 404, `There is no region ${id.value}.`);
      const stale = staleRow(c, REGION, { id: id.value, label: region.region_name, version }, region.version);
      if (stale) return stale;
      if (!region.warehouse) return jsonError(c, 400, INVALID, { warehouse_id: 'no such warehouse' });
      await tx.query('update region set warehouse_id = $3, short_code = $4, version = version + 1 where region_id = $1 and version = $2', [
        id.value,
        version,
        warehouse_id,
        short_code,
      ]);
      return c.json({ success: `Region ${region.region_name} has been updated.` });
    });
  });

  describeRoute(app, 'GET', '/warehouse', NO_INPUT);
  app.get('/warehouse', async (c) => {
    const { rows } = await db.query<Warehouse>('select id, name, sku from warehouse order by name, id');
    return c.json(rows.map((row) => ({ ...row, orderMailbox: warehouseMailbox(row.name) })));
  });

  describeRoute(app, 'GET', '/onfleet/driver/region/all', NO_INPUT);
  app.get('/onfleet/driver/region/all', async (c) => {
    const { rows } = await db.query<DeliveryHub>(
      'select region_id as "regionId", region_name as "regionName" from delivery_hub order by region_name',
    );
    return c.json(rows.map((row) => ({ ...row, dispatchMailbox: hubMailbox(row.regionName) })));
  });
}
