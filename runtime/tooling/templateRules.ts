import { GLOBAL_PLACEHOLDERS, isGlobalPath } from '../templates/globals.ts';
import { placeholdersOf } from '../templates/template.ts';
import type { AppRegistries } from './checkContext.ts';
import type { ProblemCode } from './problemCodes.ts';
import type { Found } from './problems.ts';

/** What a template can read where the runtime fills it (runtime/templates/template.ts). */
export interface TemplateContext {
  /** Whether a placeholder's path (`town_name`, `zoneId.label`, `confirm.force`) resolves there. */
  knows(path: string): boolean;
  /** Set when the runtime fills the template from nothing at all: why, for the message. */
  empty?: string;
  /** The runtime fills `{user.email}`, `{user.name}`, `{user.initials}` and `{today}` there too (and nothing else under `user`/`today`). */
  globals?: boolean;
  /** Why an unknown path does not resolve, when the context can say more than 'names no known field' (a page state path). */
  explain?(path: string): string | undefined;
  /** Why an unknown path names no field, when the context knows the record it reads (`"schedule" (order-pull-schedule) has no field "versio"`). */
  unknownField?(path: string): string | undefined;
}

/** A context holding these fields only. */
export const fieldsContext = (fields: ReadonlySet<string>): TemplateContext => ({ knows: (path) => fields.has(path) });

/** A context that also knows what another one knows (a sub-table's forms: their own fields, then `{parent.<field>}`). */
export const eitherContext = (first: TemplateContext, second: TemplateContext | undefined): TemplateContext =>
  second ? { ...first, knows: (path) => first.knows(path) || second.knows(path) } : first;

/** A context holding nothing: every placeholder reads empty. */
export const emptyContext = (why: string): TemplateContext => ({ knows: () => false, empty: why });

/** A context whose fields no schema describes: any placeholder may resolve. */
export const undescribedContext: TemplateContext = { knows: () => true };

/** A template of a definition and every context the runtime fills it from (none: never filled). */
export interface TemplateSite {
  pointer: string;
  template: string;
  contexts: TemplateContext[];
}

export type Problem = Found;

/**
 * The problems of one template: an unknown filter wherever it sits (the runtime throws on it,
 * so the action using the template does nothing), and each placeholder that some context it is
 * filled from cannot resolve (it would read empty). Filters are those the app registers (src/main.tsx).
 */
export function templateProblems({ pointer, template, contexts }: TemplateSite, app: AppRegistries): Problem[] {
  const messages = new Map<string, ProblemCode>();
  for (const { path, filters } of placeholdersOf(template)) {
    for (const filter of filters) if (!Object.hasOwn(app.domainRules.templateFilters, filter)) messages.set(`unknown filter "${filter}" in {${path}|${filter}}`, 'template.filter.unknown');
    for (const context of contexts) {
      if (context.globals && isGlobalPath(path)) {
        if (!GLOBAL_PLACEHOLDERS.includes(path)) messages.set(`placeholder {${path}} is not one of ${GLOBAL_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`, 'template.global.unknown');
        continue;
      }
      if (context.knows(path)) continue;
      const why = context.explain?.(path);
      const noField = context.unknownField?.(path);
      if (noField !== undefined) messages.set(`placeholder {${path}}: ${noField}`, 'template.placeholder.unknown');
      else if (context.empty) messages.set(`placeholder {${path}} is never filled: ${context.empty}`, 'template.placeholder.never-filled');
      else if (why !== undefined) messages.set(`placeholder {${path}} reads the page state: ${why}`, 'template.placeholder.page-state');
      else messages.set(`placeholder {${path}} names no known field`, 'template.placeholder.unknown');
    }
  }
  return [...messages].map(([message, code]): Problem => [pointer, message, code]);
}

/** The problems of a text the runtime shows as written (toasts, dialog texts): any placeholder. */
export function plainTextProblems(pointer: string, text: string): Problem[] {
  return placeholdersOf(text).map(({ path }) => [pointer, `placeholder {${path}} is never filled: this text is shown as written`, 'text.placeholder'] as const);
}
