import type { FormBlock } from '../../../../../generated/screen';
import type { PageChecks } from '../../../tools/pageChecks.ts';
import type { TemplateContext } from '../../../../../tooling/templateRules.ts';
import { esc } from '../../../../../tooling/jsonPointer.ts';
import { oneOfFix } from '../../../../../tooling/problemCodes.ts';

/**
 * A form block's `fillFrom`: its path must be published by a block of the page (as a condition's
 * paths are), each key must be a field of the form, and each entry's templates read the object at
 * the path: the fields of its entity when its publisher types it (a custom block's `{ entity }`
 * value, a grid block's `selectedRow`), any name otherwise; the globals too.
 */
export function checkFillFrom(block: FormBlock, at: string, page: PageChecks): void {
  const fillFrom = block.fillFrom;
  if (!fillFrom) return;
  const problem = page.statePathProblem(fillFrom.path);
  if (problem) page.report(`${at}/fillFrom/path`, `fillFrom reads "${fillFrom.path}": ${problem}`, 'state.unresolved');
  const published = page.publishedAt(fillFrom.path);
  const entity = published?.reads === 'row' ? published.entity : undefined;
  // A value of one payload of the entity's `$defs` (a custom block's cart: checkout-record's `cart`) reads that payload's fields.
  const entityFields = entity === undefined ? undefined : page.entities.get(entity);
  const typed = published?.payload === undefined ? entityFields?.fields : entityFields?.payloads.get(published.payload);
  const what = published?.payload === undefined ? (entity ?? '') : `${entity ?? ''}'s "${published.payload}"`;
  const context: TemplateContext = typed
    ? {
        knows: (path) => typed.has(path.split('.')[0] ?? ''),
        globals: true,
        unknownField: (path) => `the value at "${fillFrom.path}" (${what}) has no field "${path.split('.')[0] ?? ''}"`,
      }
    : { knows: () => true, globals: true };
  const fields = new Set(block.fields.map((field) => field.name));
  for (const [field, entry] of Object.entries(fillFrom.fields)) {
    const pointer = `${at}/fillFrom/fields/${esc(field)}`;
    if (!fields.has(field)) page.report(pointer, `no field "${field}" in the form`, 'form.field.unknown', oneOfFix(fields));
    if (entry !== undefined) page.fillValueChecks(pointer, entry, context);
  }
}
