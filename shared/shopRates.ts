/** A delivery rate of the shop's answer (001 §3): `zone_rate` is a dollar text ('$12.00'). */
export interface ShopRate {
  status: boolean;
  display_text: string;
  zone_rate: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isShopRate(value: unknown): value is ShopRate {
  return isRecord(value) && typeof value.status === 'boolean' && typeof value.display_text === 'string' && typeof value.zone_rate === 'string';
}

/** '$9' → 9, '$12.50' → 12.5; an unreadable price sorts last. */
function price(rate: ShopRate): number {
  const amount = Number(rate.zone_rate.replace(/[$,\s]/g, ''));
  return rate.zone_rate.trim() !== '' && Number.isFinite(amount) ? amount : Number.POSITIVE_INFINITY;
}

/**
 * The rates the shop offers, from its answer's body field (a list JSON-encoded twice, 001 §7; the
 * answer itself, or a list decoded already, is read too): only `status === true`, cheapest first
 * by price as a number ('$9' before '$10'). Anything malformed gives [] (an entry not a rate is left out).
 */
export function decodeShopRates(body: unknown): ShopRate[] {
  let value: unknown = isRecord(body) && 'body' in body ? body.body : body;
  for (let depth = 0; depth < 2 && typeof value === 'string'; depth++) {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isShopRate)
    .filter((rate) => rate.status === true)
    .map((rate, index) => ({ rate, index }))
    .sort((a, b) => price(a.rate) - price(b.rate) || a.index - b.index)
    .map(({ rate }) => rate);
}

/** Each rate as the screens list it: 'display_text - zone_rate'. */
export function rateLines(rates: readonly ShopRate[]): string[] {
  return rates.map((rate) => `${rate.display_text} - ${rate.zone_rate}`);
}
