import { placeholdersOf } from '../../templates/template';
import { schemaFields } from './formFields';
import type { ResolvedForm } from './types';

/** The field a placeholder reads: the first step of its path (`choice` of `{choice.label}`). */
function fieldOfPlaceholder(path: string): string {
  return path.split('.')[0] ?? path;
}

/**
 * The inputs a computed field's template reads, in template order and once each, following the
 * computed fields it reads in turn: with `label: {a} ({b} - {c})`, `title: {label} - {d}` reads
 * a, b, c and d. Fields of the row of an edit form and other names that are not inputs of the form
 * are left out.
 */
export function computedSources(form: ResolvedForm, field: string): string[] {
  const computed = form.computed ?? {};
  const isComputed = (name: string) => Object.hasOwn(computed, name);
  const inputs = new Set(schemaFields(form).filter((name) => !isComputed(name)));
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const template = isComputed(name) ? computed[name] : undefined;
    if (template === undefined || seen.has(name)) return;
    seen.add(name);
    for (const placeholder of placeholdersOf(template)) {
      const read = fieldOfPlaceholder(placeholder.path);
      if (!inputs.has(read)) visit(read);
      else if (!found.includes(read)) found.push(read);
    }
  };
  visit(field);
  return found;
}
