import { smsTemplatePaths } from '../../../shared/smsTemplates/paths.ts';
import { hasOnlyValidTags } from '../../../shared/smsTemplates/tags.ts';

/**
 * The delivery SMS template rules a definition names (002 §5 SMS template save):
 * - value check `smsTemplateTags` (`"check": "smsTemplateTags", "checkArgs": { "tags": "{templateType.templateTags}" }`):
 *   the text holds only the type's valid tags;
 * - value rule `smsTemplatePaths` (args `layout`, `versions`, `languages` and one per choice slot:
 *   `consent`, `driver_type`, `eta_type`, `temp_type`, `location_type`): the paths a create saves,
 *   one per version and locale, each slot filled with its choice, as texts (`multiplePath`).
 */
export const smsTemplateChecks = {
  smsTemplateTags: (value: unknown, args?: Readonly<Record<string, unknown>>) => hasOnlyValidTags(value, args?.tags),
} as const;

export const smsTemplateValueRules = {
  smsTemplatePaths: (args: Readonly<Record<string, unknown>>) => smsTemplatePaths(args.layout, args.versions, args.languages, args).map((generated) => generated.path),
} as const;
