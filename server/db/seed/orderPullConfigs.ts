/**
 * Demo order pull configs (002 §3): one or more of every report type, with regions, so the
 * configs list and the schedule calendar have data. The uuids are stable: the EXP_ rules of
 * reportsOps.ts and the schedules seed run configs by them. Seeded once per database
 * (`seed_step` 'order-pull-configs') through the same normalisation as the report form's submit.
 */
import type { OrderPullConfigCreate } from '../../../runtime/generated/entities';
import { normalisedSettings, normaliseReportName } from '../../api/admin/orderPulls/configRules';
import type { Queryable } from '../database';

export const ORDER_PULL_CONFIGS_STEP = 'order-pull-configs';

export interface OrderPullConfigSeed {
  uuid: string;
  config: OrderPullConfigCreate;
}

export const ORDER_PULL_CONFIGS: readonly OrderPullConfigSeed[] = [
  { uuid: '3f6c1e52-8b1d-4c6e-9a57-2d41b7e0c911', config: { reportName: 'WINNIPEG_SAME_DAY', reportType: 'ORDER_REPORT_SAME_DAY', description: 'Same-day orders for Winnipeg and its surroundings', deliveryRegion: ['Winnipeg', 'Winnipeg_Surrounding'] } },
  { uuid: 'a81d3c07-5e2f-4b90-8c14-6f7e2a9b3d25', config: { reportName: 'CALGARY_NEXT_DAY', reportType: 'ORDER_REPORT_NEXT_DAY', description: 'Next-day orders for Calgary', deliveryRegion: ['Calgary', 'Southern_AB'], additionalReportType: 'ADDITIONAL_GOPHER_IT_REPORT', additionalFileType: 'csv', additionalReportName: 'CALGARY_GOPHER' } },
  { uuid: 'c4e9b2a1-7d3f-4e18-b6a2-91f05c8d7e34', config: { reportName: 'TORONTO_NEXT_DAY', reportType: 'ORDER_REPORT_NEXT_DAY', description: 'Next-day orders for Toronto and Hamilton', deliveryRegion: ['Toronto', 'Hamilton'], fileType: 'csv' } },
  { uuid: '5b2f8d46-1c9e-4a73-8e05-b3d7a6f1c248', config: { reportName: 'VANCOUVER_SAME_DAY', reportType: 'ORDER_REPORT_SAME_DAY', description: 'Same-day orders for Vancouver and Langley', deliveryRegion: ['Vancouver', 'Langley', 'Surrounding_VAC'], deliveryWindowExcluded: true, deliveryWindow: ['(3pm - 7pm)'] } },
  { uuid: 'e7a04c19-2b6d-4f85-9c31-8d5e0b7a2f63', config: { reportName: 'MAXIMUM_ALL_REGIONS', reportType: 'ORDER_REPORT_MAXIMUM', description: 'Maximum report over the prairies', deliveryRegion: ['Winnipeg', 'Regina', 'Saskatoon', 'Calgary', 'Edmonton'] } },
  { uuid: '19d6e3b8-4f0a-4c27-a5e9-7b2c8f1d0a56', config: { reportName: 'ERROR_REPORT_DAILY', reportType: 'ERROR_REPORT', description: 'Orders the exporter could not read' } },
  { uuid: '6c8b1f2e-9a4d-4e3b-8f70-2a5d9c6e1b87', config: { reportName: 'LAKEWOOD_WEEKLY', reportType: 'LAKEWOOD_REPORT', description: 'Lakewood farm orders', deliveryRegion: ['Winnipeg'] } },
  { uuid: 'd2f5a8c3-6e1b-4d94-b7a0-5c3e8f2d9b14', config: { reportName: 'HALIFAX_NEXT_DAY', reportType: 'ORDER_REPORT_NEXT_DAY', description: 'Next-day orders for Halifax and the Maritimes', deliveryRegion: ['Halifax', 'Maritimes'] } },
  { uuid: '8e3a7c51-0d4b-4f26-9b18-c6f2e5a1d937', config: { reportName: 'MONTREAL_SPECIFIC_DAY', reportType: 'ORDER_REPORT_V_DAY', description: "Valentine's Day orders for Montreal", deliveryRegion: ['Montreal', 'Montreal_Surrounding'], deliveryDate: '02/14/2027' } },
  { uuid: '2b9d4e60-7a1c-4e85-8f3d-a0c6b2e4f718', config: { reportName: 'NOT_PULLED_ORDERS', reportType: 'NOT_PULLED_REPORT', description: 'Paid orders no pull has picked up' } },
  { uuid: 'f41c8a2d-3e6b-4d07-a9c5-71e8b0d2c463', config: { reportName: 'NOT_SENT_ORDERS', reportType: 'NOT_SENT_REPORT', description: 'Pulled orders not yet sent to a driver', fileType: 'csv' } },
  { uuid: '0a7e5d39-c2f4-4b61-8e9a-3d5f1b7c2e08', config: { reportName: 'EDMONTON_NEXT_DAY_PLUS_1', reportType: 'ORDER_REPORT_NEXT_DAY_PLUS_1', description: 'Orders two days out for Edmonton', deliveryRegion: ['Edmonton', 'Northern_AB'], noOfDaysToDeliveryDate: 2 } },
  { uuid: '7d1f3b8e-5a2c-4c94-b6e0-9f4a8d2c1e75', config: { reportName: 'OTTAWA_GIFT_SETS', reportType: 'ORDER_REPORT_NON_FLORAL_GIFTSETS', description: 'Non-floral gift sets for Ottawa and Kingston', deliveryRegion: ['Ottawa', 'Kingston'], noOfDaysToDeliveryDate: 1 } },
  { uuid: 'b5c2e8f1-4d7a-4e39-a1b6-0c9d3f7e2a84', config: { reportName: 'CURATED_GIFT_BOX_WEST', reportType: 'CURATED_GIFT_BOX_REPORT', description: 'Curated gift boxes for the west coast', deliveryRegion: ['Vancouver', 'Victoria', 'Kelowna'], noOfDaysToDeliveryDate: 1 } },
  { uuid: '4e8b0f6c-9d3a-4b72-8c15-e2a7d9f3b061', config: { reportName: 'FLASHBOX_TORONTO', reportType: 'FLASHBOX_REPORT', description: 'Flashbox deliveries in Toronto', deliveryRegion: ['Toronto'], noOfDaysToDeliveryDate: 1, additionalReportType: 'ADDITIONAL_FLASHBOX_REPORT', additionalFileType: 'excel', additionalReportName: 'FLASHBOX_TORONTO_DRIVERS' } },
];

/** Seeds the configs once (the regions must exist: run after the places). Answers whether it wrote anything. */
export async function seedOrderPullConfigs(tx: Queryable): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [ORDER_PULL_CONFIGS_STEP]);
  if (done.rows[0]?.found === true) return false;
  for (const { uuid, config } of ORDER_PULL_CONFIGS) {
    const first = config.deliveryRegion?.[0];
    const { rows } = first === undefined ? { rows: [] } : await tx.query<{ code: string }>(
      'select p.code from region r join province p on p.id = r.province_id where r.tag = $1', [first],
    );
    if (first !== undefined && rows.length !== 1) throw new Error(`Order pull config seed refers to unknown region ${first}`);
    const settings = normalisedSettings(config, rows[0]?.code ?? '');
    await tx.query(
      `insert into order_pull_config (uuid, report_name, report_type, description, settings) values ($1, $2, $3, $4, $5)`,
      [uuid, normaliseReportName(config.reportName), config.reportType, config.description ?? '', JSON.stringify(settings)],
    );
  }
  await tx.query('insert into seed_step (name) values ($1)', [ORDER_PULL_CONFIGS_STEP]);
  return true;
}
