import type { Queryable } from '../../../db/database';
import type { DeliverySmsTemplate, DeliverySmsTemplateType } from '../../../../runtime/generated/entities';
import { allSmsTemplatePaths, type SmsTemplatePath } from '../../../../shared/smsTemplates/paths.ts';
import { hasOnlyValidTags } from '../../../../shared/smsTemplates/tags.ts';

/** The field message of a text holding a tag its type does not know (002 §5, the console's own words). */
export const INVALID_TAGS = 'Invalid Template! Please enter valid tags.';

/** Every field of a template as listed. */
export const SELECT_TEMPLATES = `select template_id as "templateId", template_type as "templateType", template, optout, path, status::int as status,
  template_purpose as "templatePurpose", template_lang::int as "templateLang", template_version::int as "templateVersion", version from sms_template`;

export async function listTemplates(db: Queryable): Promise<DeliverySmsTemplate[]> {
  const { rows } = await db.query<DeliverySmsTemplate>(`${SELECT_TEMPLATES} order by template_type collate "C", path collate "C", template_id`);
  return rows;
}

export async function listTypes(db: Queryable): Promise<DeliverySmsTemplateType[]> {
  const { rows } = await db.query<DeliverySmsTemplateType>(
    `select type, type_name as "typeName", path_tags as "pathTags", template_tags as "templateTags" from sms_template_type order by seq, type collate "C"`,
  );
  return rows;
}

export async function typeOf(db: Queryable, type: string): Promise<DeliverySmsTemplateType | undefined> {
  const { rows } = await db.query<DeliverySmsTemplateType>(
    `select type, type_name as "typeName", path_tags as "pathTags", template_tags as "templateTags" from sms_template_type where type = $1`,
    [type],
  );
  return rows[0];
}

/** Field problems of the texts: each must hold only the type's valid tags (002 §5). */
export function tagProblems(type: DeliverySmsTemplateType, texts: { template: string; optout?: string | undefined }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!hasOnlyValidTags(texts.template, type.templateTags)) problems.template = INVALID_TAGS;
  if (texts.optout !== undefined && !hasOnlyValidTags(texts.optout, type.templateTags)) problems.optout = INVALID_TAGS;
  return problems;
}

/** Every path the type's layout makes (3 versions × 3 locales × its slots' values), by path: its language and version. */
export function pathsOfType(type: DeliverySmsTemplateType): Map<string, SmsTemplatePath> {
  return new Map(allSmsTemplatePaths(type.pathTags).map((generated) => [generated.path, generated]));
}
