/**
 * The props of a custom block that map names a payload declares to templates over a record (its
 * contract's `propRecords`: the checkout's line attributes, 'First Name' → '{firstName}'): each
 * key must be a property of the payload, each placeholder a field of the record. Otherwise a
 * misspelt attribute name would reach the shop, and a misspelt field would send a blank.
 */
import type { CustomBlock } from '../../../../../generated/screen';
import type { EntityShape } from '../../../../../custom/customContract.ts';
import type { EntityFields } from '../../../../../tooling/entityFields.ts';
import { esc } from '../../../../../tooling/jsonPointer.ts';
import type { Problem } from '../../../../../tooling/templateRules.ts';
import { oneOfFix } from '../../../../../tooling/problemCodes.ts';
import { placeholdersOf } from '../../../../../templates/template.ts';
import { contractOf, type ContractRegistry } from './customBlockRules.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The properties of an entity (its own, or one payload's of its `$defs`), or why there are none. */
function shapeFieldNames(shape: EntityShape, entities: EntityFields): ReadonlySet<string> | string {
  const entity = entities.get(shape.entity);
  if (!entity) return `unknown entity "${shape.entity}"`;
  if (shape.payload === undefined) return entity.fields;
  return entity.payloads.get(shape.payload) ?? `entity "${shape.entity}" has no payload "${shape.payload}"`;
}

const shapeName = (shape: EntityShape) => (shape.payload === undefined ? shape.entity : `${shape.entity}'s "${shape.payload}"`);

/** Every key and placeholder of the block's record props that its contract's sources do not declare. */
export function propRecordProblems(block: CustomBlock, at: string, registry: ContractRegistry, entities: EntityFields): Problem[] {
  const contract = contractOf(block, registry);
  const problems: Problem[] = [];
  const props = isRecord(block.props) ? block.props : {};
  for (const [prop, source] of Object.entries(contract?.propRecords ?? {})) {
    const keys = shapeFieldNames(source.keys, entities);
    const fields = shapeFieldNames(source.fields, entities);
    for (const missing of [keys, fields].filter((names): names is string => typeof names === 'string')) {
      problems.push([`${at}/component`, `component "${block.component}": its contract reads props "${prop}" by ${missing}`, 'custom.prop-records.no-source']);
    }
    if (typeof keys === 'string' || typeof fields === 'string') continue;
    const record = props[prop];
    if (!isRecord(record)) continue;
    const known = new Set([...fields, ...(source.fields.also ?? [])]);
    for (const [key, template] of Object.entries(record)) {
      const pointer = `${at}/props/${esc(prop)}/${esc(key)}`;
      if (!keys.has(key)) problems.push([pointer, `"${key}" is not declared by ${shapeName(source.keys)} (props of component "${block.component}")`, 'custom.prop-records.unknown-key', oneOfFix([...keys])]);
      if (typeof template !== 'string') continue;
      for (const placeholder of placeholdersOf(template)) {
        const field = placeholder.path.split('.')[0] ?? '';
        if (!known.has(field)) problems.push([pointer, `placeholder {${placeholder.path}} names no field of ${shapeName(source.fields)} (props of component "${block.component}")`, 'custom.prop-records.unknown-field', oneOfFix([...known])]);
      }
    }
  }
  return problems;
}
