/**
 * An order as GET /pull-automation/order/{orderName} answers it (001 §3 'Order (loaded from the
 * server)', schemas/entities/order.schema.json), made from the stored order: the bouquet is its
 * first line of a bouquet type (Flowers, Bundle, Curated_Bundle), the vase its Vase line, the
 * add-ons its Gift-adds lines ('Chocolate Truffles (x2), Teddy Bear').
 */
import type { Order } from '../../../../runtime/generated/entities';
import type { StoredOrder } from './orderStore';

export const BOUQUET_TYPES: readonly string[] = ['Flowers', 'Bundle', 'Curated_Bundle'];

export interface FulfilmentFacts {
  deliveredAt: string;
  note: string;
  imageUrl: string | null;
  driverInitials: string;
}

export function orderAnswer(order: StoredOrder, fulfilment: FulfilmentFacts | undefined): Order {
  const bouquet = order.lineItems.find((item) => BOUQUET_TYPES.includes(item.productType));
  const vase = order.lineItems.find((item) => item.productType === 'Vase');
  const addons = order.lineItems
    .filter((item) => item.productType === 'Gift-adds')
    .map((item) => (item.quantity > 1 ? `${item.productTitle} (x${item.quantity})` : item.productTitle))
    .join(', ');
  return {
    orderId: order.name,
    email: order.email,
    deliveryDate: order.deliveryDate ?? '',
    region: order.regionTag,
    regionCode: order.regionCode,
    tags: order.tags,
    status: order.status,
    fulfillmentStatus: order.fulfillmentStatus,
    firstName: order.firstName,
    lastName: order.lastName,
    address: order.address,
    buzzerCode: order.buzzer,
    postalCode: order.postalCode,
    addressType: order.addressType,
    apartmentNumber: order.apartment,
    city: order.city,
    province: order.province,
    provinceCode: order.provinceCode,
    deliveryRate: order.deliveryRate,
    deliveryNotes: order.deliveryNotes,
    message: order.cardMessage,
    cardType: order.cardType,
    messageCardImage: order.messageCardImage,
    bouquetName: bouquet?.productTitle ?? '',
    bouquetSize: bouquet?.variantTitle ?? '',
    addons,
    vase: vase?.productTitle ?? '',
    lang: order.lang,
    consent: order.consent,
    phone: order.phone,
    cname: order.contactName,
    relationship: order.relationship,
    occasion: order.occasion,
    sender: { email: order.senderEmail },
    note: order.note,
    noteAttributes: order.noteAttributes,
    lineItems: order.lineItems.map((item) => ({
      productTitle: item.productTitle,
      variantTitle: item.variantTitle,
      sku: item.sku,
      variantId: item.variantId,
      productType: item.productType,
      quantity: item.quantity,
      price: item.price,
      properties: item.properties,
    })),
    fulfilment: fulfilment ?? null,
    version: order.version,
  };
}
