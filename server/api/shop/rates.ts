import type { ShopRate } from '../../../shared/shopRates';
import type { Database } from '../../db/database';
import { normalisePostalCode } from '../admin/postalCodes';
import { businessToday, type Clock } from '../admin/clock';
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute } from '../routes';
import { DATE_PARAM, dateProblem, languageOf, LANGUAGES, POSTAL_PARAM, postalProblem } from './params';
import { specialRateText, zoneRateText } from './rateText';

/** A rate of the answer: the fields the screens read, and where it comes from. */
export interface ShopRateRow extends ShopRate {
  /** 'zone' (a zone delivery rate) or 'special' (a special rate for this date). */
  source: 'zone' | 'special';
  id: number;
}

/** The answer: the rates as a list JSON-encoded twice in `body` (001 §7). */
export interface ShopRatesAnswer {
  statusCode: 200;
  body: string;
}

/**
 * GET /rates/delivery/postalcode/{postal}/date/{date}?lang=en-ca|fr-ca (001 §5, §7; 002 §7): the
 * delivery rates of the postal code's zone for that date, derived from the Rates screens' data:
 * the zone's delivery rates (a same-day-only one only for today in Winnipeg) then its special
 * rates for that delivery date, in storage order (the client sorts), each `{ status,
 * display_text, zone_rate: '$12.00' }`, `status` as stored (false: switched off). The texts have
 * no French version in the data, so fr-ca answers the same texts. An unknown postal code answers
 * the documented shape with an empty list.
 */
export function registerShopRates(app: ApiApp, db: Database, clock: Clock): void {
  describeRoute(app, 'GET', '/rates/delivery/postalcode/:postal/date/:date', {
    params: { type: 'object', properties: { postal: POSTAL_PARAM, date: DATE_PARAM }, required: ['postal', 'date'], additionalProperties: false },
    query: { type: 'object', properties: { lang: { type: 'string', enum: LANGUAGES, description: 'Language of the texts; en-ca when absent.' } }, additionalProperties: false },
  });
  app.get('/rates/delivery/postalcode/:postal/date/:date', async (c) => {
    const postal = c.req.param('postal');
    const date = c.req.param('date');
    const language = languageOf(c);
    const fields: Record<string, string> = {};
    const postalWrong = postalProblem(postal);
    if (postalWrong) fields.postal = postalWrong;
    const dateWrong = dateProblem(date);
    if (dateWrong) fields.date = dateWrong;
    if (!language) fields.lang = `must be ${LANGUAGES.join(' or ')}`;
    if (Object.keys(fields).length > 0) return jsonError(c, 400, 'The delivery rate query is not valid.', fields);
    const rates = await ratesFor(db, normalisePostalCode(postal), date, businessToday(clock()));
    const answer: ShopRatesAnswer = { statusCode: 200, body: JSON.stringify(JSON.stringify(rates)) };
    return c.json(answer);
  });
}

/** The rates of the zone `code` (a stored postal code) is in, for `date`; none for an unknown code. */
export async function ratesFor(db: Database, code: string, date: string, today: string): Promise<ShopRateRow[]> {
  const { rows } = await db.query<{ source: 'zone' | 'special'; id: number; text: string; rate: string; status: boolean }>(
    `with place as (select zone_id from postal_code where postalcode = $1)
     select * from (
       select 'zone' as source, d.id, d.display_text as text, d.rate, d.status, 0 as part
         from zone_delivery_rate d join place on place.zone_id = d.zone_id
        where not d.is_same_day_only or $2::date = $3::date
       union all
       select 'special' as source, s.id, s.rate_name as text, s.rate, s.status, 1 as part
         from special_zone_delivery_rate s join place on place.zone_id = s.zone_id
        where s.delivery_date = $2::date
     ) rates order by part, id`,
    [code, date, today],
  );
  return rows.map((row) => ({
    status: row.status,
    display_text: row.source === 'special' ? specialRateText(row.text) : row.text,
    zone_rate: zoneRateText(row.rate),
    source: row.source,
    id: row.id,
  }));
}
