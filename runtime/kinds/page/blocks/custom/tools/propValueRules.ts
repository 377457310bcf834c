/**
 * The props of a custom block whose values are an entity property's values (its contract's
 * `propValues`): each text there must be one of them. A custom component's props are otherwise
 * free strings for the JSON Schema of its contract: a misspelt report type would pass.
 */
import type { CustomBlock } from '../../../../../generated/screen';
import type { PropValuesSource } from '../../../../../custom/customContract.ts';
import type { EntityFields } from '../../../../../tooling/entityFields.ts';
import { esc } from '../../../../../tooling/jsonPointer.ts';
import type { Problem } from '../../../../../tooling/templateRules.ts';
import { oneOfFix } from '../../../../../tooling/problemCodes.ts';
import { contractOf, type ContractRegistry } from './customBlockRules.ts';

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] => typeof value === 'object' && value !== null;

/** The values at `path` (`/`-separated, `*` any item or key) below `value`, each with its pointer below `at`. */
function valuesAt(value: unknown, path: readonly string[], at: string): Array<[string, unknown]> {
  const [step, ...rest] = path;
  if (step === undefined) return [[at, value]];
  if (!isContainer(value)) return [];
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  return entries.filter(([key]) => step === '*' || key === step).flatMap(([key, item]) => valuesAt(item, rest, `${at}/${esc(key)}`));
}

/** The values the source allows, or why the contract's source names nothing. */
function allowedValues(source: PropValuesSource, entities: EntityFields): readonly unknown[] | string {
  const entity = entities.get(source.entity);
  if (!entity) return `unknown entity "${source.entity}"`;
  const values = entity.enums.get(source.payload ?? '')?.get(source.property);
  return values ?? `"${source.property}" of entity "${source.entity}" has no fixed set of values`;
}

/** Every prop value of the block its contract ties to an entity property and that is not one of its values. */
export function propValueProblems(block: CustomBlock, at: string, registry: ContractRegistry, entities: EntityFields): Problem[] {
  const contract = contractOf(block, registry);
  const problems: Problem[] = [];
  for (const [path, source] of Object.entries(contract?.propValues ?? {})) {
    const allowed = allowedValues(source, entities);
    const whose = `${source.entity}.${source.property}`;
    if (typeof allowed === 'string') {
      problems.push([`${at}/component`, `component "${block.component}": its contract ties props "${path}" to ${whose}: ${allowed}`, 'custom.prop-values.no-source']);
      continue;
    }
    for (const [pointer, value] of valuesAt(block.props ?? {}, path.split('/'), `${at}/props`)) {
      if (typeof value === 'string' && !allowed.includes(value)) problems.push([pointer, `"${value}" is not a value of ${whose} (${allowed.map(String).join(', ')}) (props of component "${block.component}")`, 'custom.prop-values.unknown-value', oneOfFix(allowed.map(String))]);
    }
  }
  return problems;
}
