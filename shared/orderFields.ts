/**
 * The order fields an order report fetches (002 §4), read by the report form's submit
 * (src/domain/orderReports/submit.ts) and by the order pull configs the services store.
 */

/** The order fields a report fetches unless its stored config lists others. */
export const DEFAULT_ORDER_FIELDS = ['id', 'name', 'tags', 'line_items', 'shipping_address', 'note_attributes', 'created_at'] as const;
/** What a Curated Gift Box report fetches as well (002 §4). */
export const BILLING_ADDRESS_FIELD = 'billing_address';
