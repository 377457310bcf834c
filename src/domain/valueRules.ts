import { provinceInstant } from '../../shared/provinceInstant.ts';
import { suggestedProductTags } from './productTags.ts';
import { withPrefix } from './namePrefix.ts';
import { smsTemplateValueRules } from './smsTemplates/rules.ts';
import { orderReportValueRules } from './orderReports/submit.ts';
import { cronMoveValueRules } from './calendar/cronMoveRules.ts';
import { orderAdjustmentValueRules } from './orderAdjustments/rules.ts';
import { usDate } from './usDate.ts';
import { dateNotPast } from './dateNotPast.ts';
import { replacementProductsRule } from './orderReplacement/rules.ts';
import { replacementNoteAttributes, replacementSender, replacementTags } from './orderReplacement/marks.ts';
import { orderSubtotalRule } from './orderItems/subtotalRule.ts';
import { cardsOfWeek } from './orderItems/cardsOfWeek.ts';
import { orderedAddons } from './orders/orderedAddons.ts';
import { orderBouquet } from './orders/bouquetLine.ts';
import { chosenRow, chosenVariant } from './orderItems/chosenVariant.ts';
import { decodeShopRates } from '../../shared/shopRates.ts';
import { checkoutValueRules } from './checkout/rules.ts';

/**
 * The value rules a definition may name: a submit body's `{ "rule": "provinceInstant", "args": { … } }`
 * or a field effect's `set`. Each reads its named arguments, already filled from their templates.
 */
export const valueRules = {
  provinceInstant: (args: Readonly<Record<string, unknown>>) => provinceInstant({ date: args.date, time: args.time, province: args.province }),
  suggestedProductTags: (args: Readonly<Record<string, unknown>>) => suggestedProductTags(args.productType, args.regions),
  prefixed: (args: Readonly<Record<string, unknown>>) => withPrefix(args.name, args.prefix),
  /** A fresh id made by the browser at each press (crypto.randomUUID()): the label exporters' processId (002 §7). */
  newId: () => crypto.randomUUID(),
  ...smsTemplateValueRules,
  /** A yyyy-MM-dd date as MM/DD/YYYY (an order pull config stores its delivery date so); '' when it is none. */
  usDate: (args: Readonly<Record<string, unknown>>) => usDate(args.date),
  /** The date when it is today or later, else nothing (`{ "date": "{answer.deliveryDate}", "today": "{today}" }`): a fill leaving a past delivery date empty. */
  dateNotPast: (args: Readonly<Record<string, unknown>>) => dateNotPast(args.date, args.today),
  ...orderReportValueRules,
  ...cronMoveValueRules,
  /** Order Adjustments' changes (PUT /pull-automation/timeline): whole, or its timelines, tags and inventories (src/domain/orderAdjustments/rules.ts). */
  ...orderAdjustmentValueRules,
  /** POST /orders/replace's `products` from the chosen bouquet and size, vase, add-ons and card (001 §3, §9): src/domain/orderReplacement/. */
  replacementProducts: replacementProductsRule,
  /** Its tags, note attributes and sender (001 §3, §9): `{ "order": "{query.answer.orderId}" }`, `{ "email": "{senderEmail}" }`. */
  replacementTags: (args: Readonly<Record<string, unknown>>) => replacementTags(args.order),
  replacementNoteAttributes: (args: Readonly<Record<string, unknown>>) => replacementNoteAttributes(args.order),
  replacementSender: (args: Readonly<Record<string, unknown>>) => replacementSender(args.email),
  /** The read-only subtotal's text (001 §9 'Subtotal'; `$127` / `127 $` by `lang`): src/domain/orderItems/. */
  orderSubtotal: orderSubtotalRule,
  /** The delivery windows a shop rates answer offers (`{ "answer": "{rates.answer}" }`): status true only, cheapest first (001 §5 Delivery rates shared rule). */
  offeredRates: (args: Readonly<Record<string, unknown>>) => decodeShopRates(args.answer),
  /** The cards a delivery date may carry (`{ "cards": "{cards.answer}", "date": "{deliveryDate}" }`): in stock, its week code or 'card-ongoing', not 'not-{week}' (001 §5). */
  /** The order's add-ons as the add-on picker holds them (`{ "lines": "{answer.lineItems}" }`): its Gift-adds lines with their variant ids. */
  orderedAddons: (args: Readonly<Record<string, unknown>>) => orderedAddons(args.lines),
  /** The bouquet an order names, its size apart ('Wild Meadow - Grand' → 'Wild Meadow'; `{ "name": "{answer.bouquetName}" }`): the bouquet select's value. */
  orderBouquetName: (args: Readonly<Record<string, unknown>>) => orderBouquet(args.name, args.size).bouquet,
  /** The size an order names (`{ "name": "{answer.bouquetName}", "size": "{answer.bouquetSize}" }`): its bouquetSize, else the size in the line. */
  orderBouquetSize: (args: Readonly<Record<string, unknown>>) => orderBouquet(args.name, args.size).size,
  /** The variant node chosen (`{ "products": "{flowers.answer}", "product": "{bouquetName}", "variant": "{bouquetSize}" }`); nothing when not offered. */
  chosenVariant: (args: Readonly<Record<string, unknown>>) => chosenVariant(args.products, args.product, args.variant),
  /** The texts of its arguments as options `{ value }`, in order, blanks and repeats left out (`{ "user": "{user.email}", "order": "{query.answer.email}" }`): a select over choices the page holds (001 §9 sender e-mail choices). */
  choices: (args: Readonly<Record<string, unknown>>) => [...new Set(Object.values(args).flatMap((value) => (typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [])))].map((value) => ({ value })),
  /** The row chosen by one of its columns (`{ "rows": "{vases.answer}", "match": "title", "value": "{vase}" }`); nothing when none matches. */
  chosenRow: (args: Readonly<Record<string, unknown>>) => chosenRow(args.rows, args.match, args.value),
  cardsOfWeek: (args: Readonly<Record<string, unknown>>) => cardsOfWeek(args.cards, args.date),
  /** Checkout Automation's (src/domain/checkout/rules.ts): checkoutQueryId and checkoutQueryMode (`{ "input": "{shortUrl}" }`: the id, and 'short' or 'long'), sameAddressWindows (`{ "rate", "products" }`: the one $2 window), checkoutCartsList (`{ "carts" }`: a saved checkout's carts, [] when unreadable). */
  ...checkoutValueRules,
} as const;
