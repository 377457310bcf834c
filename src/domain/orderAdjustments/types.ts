import type { Order, OrderAdjustment } from '../../../runtime/generated/entities';

/** What the rule gives: the three lists of PUT /pull-automation/timeline's body (order-adjustment.schema.json). */
export type AdjustmentChanges = Pick<OrderAdjustment, 'timelines' | 'tags' | 'inventories'>;

/** One product change of the body: a new bouquet ('bouquet'), an add-on added ('+') or removed ('-'). */
export type InventoryChange = OrderAdjustment['inventories'][number];

/** The order as queried (the `order` entity, GET /pull-automation/order/{orderName}); any field may be missing, each is read as given. */
export type QueriedOrder = Readonly<Partial<Order>> | Readonly<Record<string, unknown>>;

/** An add-on as the add-on picker holds it (001 §3 'Cart (checkout)': value, id, quantity; price, sku … are not read). */
export interface ChosenAddon {
  /** Its title, as the inventory answer names it. */
  value: string;
  /** Its variant id, gid://shopify/ProductVariant/12. */
  id: string;
  quantity: number;
}

/** An add-on the catalogue offers (the picker's options): where an add-on removed whole finds its variant id. */
export interface KnownAddon {
  value: string;
  id: string;
}

/** The bouquet variant chosen (an inventory answer's variant node): its id and its title, the size ('Grand', or 'Default Title'). */
export interface BouquetChoice {
  id: string;
  title: string;
}

/** The timeline entry an edited field makes: `name` is the entry's name (a text of the screen's definition). */
export interface TimelineName {
  field: string;
  name: string;
}

export interface AdjustmentInput {
  order: QueriedOrder;
  /** The edited values, under the order's own field names (the editor form's values). */
  values: Readonly<Record<string, unknown>>;
  /** The add-ons the order should have once adjusted (the picker's list), none when the order should have none. */
  addons: readonly ChosenAddon[];
  /** The add-ons offered (their ids); an add-on removed whole that is not among `addons` takes its id from here. */
  available?: readonly KnownAddon[];
  /** The bouquet variant chosen; none when no bouquet or size was chosen. */
  bouquet?: BouquetChoice | undefined;
  /** The fields that make timeline entries, in the order the entries are sent, each with its entry's name. */
  timelineNames: readonly TimelineName[];
  /** The timeline tag added with any change (a text of the screen's definition). */
  tag: string;
}
