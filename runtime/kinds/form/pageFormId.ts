import { formIdOf } from './formId.ts';

/**
 * The id of a page form, under which the build compiles its validator: `<route>#blocks/<id>` for
 * a form block, `<route>#forms/<name>` for a modal form (never the same, whatever the names).
 */
export function pageFormIdOf(route: string, at: { block: string } | { form: string }): string {
  return formIdOf(route, 'block' in at ? `blocks/${at.block}` : `forms/${at.form}`);
}
