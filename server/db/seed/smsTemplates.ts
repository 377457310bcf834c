/**
 * Demo delivery SMS template types and templates (002 §3, §5): the seven types with their path
 * layouts and valid tags, and templates of several types, languages and versions, some active and
 * some disabled, so the SMS template settings screen has something to enable. Seeded once per
 * database (`seed_step` 'sms-templates'); the paths are made by the console's own rule.
 */
import type { DeliverySmsTemplateType } from '../../../runtime/generated/entities';
import { SMS_TEMPLATE_SLOTS, smsTemplatePaths } from '../../../shared/smsTemplates/paths.ts';
import type { Queryable } from '../database';

export const SMS_TEMPLATES_STEP = 'sms-templates';

const NAME_TAGS = ['{first_name}', '{recipient_name}', '{order_number}'];
const OPT_OUT = ['[opt_out_link]', '{store_phone}'];

export const SMS_TEMPLATE_TYPES: readonly DeliverySmsTemplateType[] = [
  { type: 'DayBefore', typeName: 'Day Before', pathTags: ['lang_type', 'consent', 'DayBefore', 'day_of_week'], templateTags: [...NAME_TAGS, '{delivery_date}', ...OPT_OUT] },
  { type: 'OTW', typeName: 'On The Way', pathTags: ['lang_type', 'consent', 'OTW', 'driver_type', 'day_of_week'], templateTags: [...NAME_TAGS, '{driver_name}', '{tracking_link}', ...OPT_OUT] },
  { type: 'ETA', typeName: 'Estimated Arrival', pathTags: ['lang_type', 'consent', 'ETA', 'eta_type', 'day_of_week'], templateTags: [...NAME_TAGS, '{eta_start}', '{eta_end}', '{tracking_link}', ...OPT_OUT] },
  { type: 'FUT3Days', typeName: 'Follow Up (3 days)', pathTags: ['lang_type', 'consent', 'FUT3Days', 'day_of_week'], templateTags: [...NAME_TAGS, '{review_link}', ...OPT_OUT] },
  { type: 'FUT7Days', typeName: 'Follow Up (7 days)', pathTags: ['lang_type', 'consent', 'FUT7Days', 'day_of_week'], templateTags: [...NAME_TAGS, '{review_link}', '{promo_code}', ...OPT_OUT] },
  { type: 'CareTips', typeName: 'Care Tips', pathTags: ['lang_type', 'consent', 'CareTips', 'temp_type', 'day_of_week'], templateTags: [...NAME_TAGS, '{care_tips_link}', ...OPT_OUT] },
  { type: 'DelAlert', typeName: 'Delivery Alert', pathTags: ['lang_type', 'consent', 'DelAlert', 'location_type', 'day_of_week'], templateTags: [...NAME_TAGS, '{delivery_photo_link}', '{location}', ...OPT_OUT] },
];

/** The slots of the seeded paths: each slot's first value (consent, driver, early, hot, residential). */
const SEED_SLOTS = Object.fromEntries(Object.entries(SMS_TEMPLATE_SLOTS).map(([slot, values]) => [slot, values[0]]));

interface TemplateSeed {
  type: string;
  purpose: 'Regular' | 'VDay' | 'MDay' | 'Holiday';
  versions: number[];
  languages: number[];
  template: string;
  optout: string;
  active: boolean;
}

const TEMPLATES: readonly TemplateSeed[] = [
  { type: 'DayBefore', purpose: 'Regular', versions: [1, 2, 3], languages: [1], template: 'Hi {recipient_name}, a gift is on its way to you tomorrow ({delivery_date}). Order {order_number}.', optout: 'Reply STOP to opt out: [opt_out_link]', active: true },
  { type: 'DayBefore', purpose: 'Regular', versions: [1, 2, 3], languages: [2], template: 'Bonjour {recipient_name}, un cadeau vous sera livré demain ({delivery_date}). Commande {order_number}.', optout: 'Répondez STOP pour vous désabonner : [opt_out_link]', active: true },
  { type: 'OTW', purpose: 'Regular', versions: [1, 2], languages: [1], template: '{driver_name} is on the way with a delivery for {recipient_name}. Follow it here: {tracking_link}', optout: 'Reply STOP to opt out.', active: true },
  { type: 'ETA', purpose: 'Regular', versions: [1], languages: [1, 2], template: 'Your delivery arrives between {eta_start} and {eta_end}. Track it: {tracking_link}', optout: 'Questions? Call {store_phone}.', active: true },
  { type: 'ETA', purpose: 'VDay', versions: [2], languages: [1], template: "Happy Valentine's Day {recipient_name}! Your flowers arrive between {eta_start} and {eta_end}.", optout: 'Reply STOP to opt out: [opt_out_link]', active: false },
  { type: 'FUT3Days', purpose: 'Regular', versions: [1, 3], languages: [1], template: 'Hi {first_name}, how did {recipient_name} like the flowers? Tell us: {review_link}', optout: 'Reply STOP to opt out.', active: false },
  { type: 'FUT7Days', purpose: 'MDay', versions: [3], languages: [1, 2], template: "Thank you for celebrating Mother's Day with us, {first_name}. Save on your next order with {promo_code}.", optout: 'Reply STOP to opt out: [opt_out_link]', active: false },
  { type: 'CareTips', purpose: 'Regular', versions: [1], languages: [1], template: 'Keep your bouquet fresh longer: {care_tips_link}', optout: '', active: true },
  { type: 'DelAlert', purpose: 'Holiday', versions: [2], languages: [1], template: 'Your holiday gift for {recipient_name} was delivered ({location}). See the photo: {delivery_photo_link}', optout: 'Reply STOP to opt out.', active: false },
];

/** Seeds the types and templates once. Answers whether it wrote anything. */
export async function seedSmsTemplates(tx: Queryable): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [SMS_TEMPLATES_STEP]);
  if (done.rows[0]?.found === true) return false;
  for (const [seq, type] of SMS_TEMPLATE_TYPES.entries()) {
    await tx.query('insert into sms_template_type (type, type_name, path_tags, template_tags, seq) values ($1, $2, $3, $4, $5) on conflict (type) do nothing', [
      type.type, type.typeName, JSON.stringify(type.pathTags), JSON.stringify(type.templateTags), seq,
    ]);
  }
  for (const seed of TEMPLATES) {
    const type = SMS_TEMPLATE_TYPES.find((candidate) => candidate.type === seed.type);
    if (!type) throw new Error(`SMS template seed refers to unknown type ${seed.type}`);
    for (const made of smsTemplatePaths(type.pathTags, seed.versions, seed.languages, SEED_SLOTS)) {
      await tx.query(
        `insert into sms_template (template_type, template, optout, path, status, template_purpose, template_lang, template_version) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [seed.type, seed.template, seed.optout, made.path, seed.active ? 1 : 0, seed.purpose, made.templateLang, made.templateVersion],
      );
    }
  }
  await tx.query('insert into seed_step (name) values ($1)', [SMS_TEMPLATES_STEP]);
  return true;
}
