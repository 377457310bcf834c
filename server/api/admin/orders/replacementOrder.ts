/**
 * The order a replacement payload makes (001 §3 'Replacement order payload', §9): pure. Tagged
 * REPLACEMENT_AUTOMATION and ORIGINAL_ORDER_{order} before the tags sent (each once, case
 * aside); the note attribute originalOrder first, then alertsEmail and discountCode when sent,
 * then the attributes sent (a later one of the same name wins); the sender's e-mail is the
 * order's e-mail.
 */
import type { ReplacementOrder } from '../../../../runtime/generated/entities';
import type { NameValue, NewLineItem, NewOrder } from './orderStore';
import { adjustedTags } from './tagList';
import { withTimeline } from './timelineAttributes';

export const REPLACEMENT_TAG = 'REPLACEMENT_AUTOMATION';
export const originalOrderTag = (orderName: string) => `ORIGINAL_ORDER_${orderName}`;

/** 'MM/DD/YYYY' as 'YYYY-MM-DD'; undefined when the text is not in that form. */
export function isoOfUsDate(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : undefined;
}

/** Where the replacement goes, as the places know it. */
export interface ReplacementPlace {
  /** The province's name for the code ('Manitoba'). */
  province: string;
  /** The region's tag ('Winnipeg'). */
  regionTag: string;
}

export function replacementOrder(payload: ReplacementOrder, originalName: string, lines: readonly NewLineItem[], place: ReplacementPlace, deliveryDate: string): NewOrder {
  const extra: NameValue[] = [
    { name: 'alertsEmail', value: payload.alertsEmail },
    ...(payload.discountCode ? [{ name: 'discountCode', value: payload.discountCode }] : []),
  ];
  const attributes = withTimeline([{ name: 'originalOrder', value: originalName }, ...extra], payload.noteAttributes ?? []);
  const originalAttribute = attributes.find((pair) => pair.name === 'originalOrder');
  if (originalAttribute) originalAttribute.value = originalName;
  return {
    email: payload.sender.email,
    senderEmail: payload.sender.email,
    shipping: {
      firstName: payload.firstName.trim(),
      lastName: payload.lastName.trim(),
      phone: payload.contactNumber.trim(),
      address: payload.deliveryAddress.trim(),
      apartment: payload.apartmentNumber?.trim() ?? '',
      buzzer: payload.buzzerCode?.trim() ?? '',
      city: payload.city.trim(),
      province: place.province,
      provinceCode: payload.provinceCode,
      postalCode: payload.postalCode.toUpperCase(),
      addressType: payload.addressType,
    },
    deliveryDate,
    regionTag: place.regionTag,
    regionCode: payload.regionCode,
    deliveryRate: payload.deliveryRate.trim(),
    deliveryNotes: payload.deliveryNotes ?? '',
    cardType: payload.cardType ?? '',
    cardMessage: payload.cardMessage ?? '',
    lang: payload.locale,
    consent: payload.consent ?? 'No',
    relationship: payload.relationship,
    occasion: payload.occasion.trim(),
    contactName: payload.contactName.trim(),
    tags: adjustedTags([REPLACEMENT_TAG, originalOrderTag(originalName)], [], (payload.tags ?? []).map((tag) => tag.trim())),
    note: payload.note ?? '',
    noteAttributes: attributes,
    lineItems: lines,
  };
}

/** The line the original order's note gets: 'Replaced by #1041 (12/24/2026): the first delivery was missed.' */
export function noteToOriginal(replacementName: string, payload: ReplacementOrder): string {
  const said = payload.noteToOriginalOrder?.trim() ?? '';
  return `Replaced by ${replacementName} (${payload.deliveryDate})${said ? `: ${said}` : '.'}`;
}
