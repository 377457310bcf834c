/**
 * The rules of a `custom` block: it names a registered component, and gives exactly what the
 * component's contract needs (src/custom/contracts.ts): every endpoint (an endpoint of the screen,
 * of the method the contract says) and every message, nothing the contract does not know, and
 * props valid against the contract's JSON Schema.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { CustomBlock, PageScreen } from '../../../../../generated/screen';
import type { AnyCustomContract, EntityShape } from '../../../../../custom/customContract.ts';
import type { PublishContext } from '../../parts.ts';
import { esc } from '../../../../../tooling/jsonPointer.ts';
import type { Problem } from '../../../../../tooling/templateRules.ts';
import { oneOfFix } from '../../../../../tooling/problemCodes.ts';

export type ContractRegistry = Readonly<Record<string, AnyCustomContract>>;

const ajv = new Ajv2020({ allErrors: true, strict: true });
const validators = new WeakMap<object, ValidateFunction>();

function propsValidator(contract: AnyCustomContract): ValidateFunction {
  const known = validators.get(contract.props);
  if (known) return known;
  const compiled = ajv.compile(contract.props);
  validators.set(contract.props, compiled);
  return compiled;
}

const names = (record: object): string => Object.keys(record).join(', ') || 'none';

/** The contract of the block's component, when the registry has it. */
export function contractOf(block: CustomBlock, registry: ContractRegistry): AnyCustomContract | undefined {
  return Object.hasOwn(registry, block.component) ? registry[block.component] : undefined;
}

/** Every problem of one custom block at `at` (its pointer in the definition). */
export function customBlockProblems(screen: PageScreen, block: CustomBlock, at: string, registry: ContractRegistry): Problem[] {
  const contract = contractOf(block, registry);
  const name = block.component;
  if (!contract) return [[`${at}/component`, `unknown custom component "${name}" (known: ${names(registry)})`, 'custom.unknown-component', oneOfFix(Object.keys(registry))]];
  const problems: Problem[] = [];
  for (const [role, need] of Object.entries(contract.endpoints)) {
    if (!Object.hasOwn(block.endpoints, role)) problems.push([`${at}/endpoints`, `component "${name}" needs endpoint "${role}" (${need.method}: ${need.description})`, 'custom.endpoint.missing']);
  }
  for (const [role, endpoint] of Object.entries(block.endpoints)) {
    const pointer = `${at}/endpoints/${esc(role)}`;
    const need = Object.hasOwn(contract.endpoints, role) ? contract.endpoints[role] : undefined;
    if (!need) problems.push([pointer, `component "${name}" calls no "${role}" (its endpoints: ${names(contract.endpoints)})`, 'custom.endpoint.not-in-contract', oneOfFix(Object.keys(contract.endpoints))]);
    if (endpoint === undefined) continue;
    const called = screen.endpoints[endpoint];
    if (!called) problems.push([pointer, `unknown endpoint "${endpoint}"`, 'endpoint.unknown', oneOfFix(Object.keys(screen.endpoints))]);
    else if (need && called.method !== need.method) problems.push([pointer, `endpoint "${endpoint}" is ${called.method}: component "${name}" calls "${role}" with ${need.method}`, 'endpoint.wrong-method']);
  }
  const forms = contract.forms ?? {};
  for (const [role, need] of Object.entries(forms)) {
    if (!Object.hasOwn(block.forms ?? {}, role)) problems.push([`${at}/forms`, `component "${name}" opens form "${role}" (${need.description}): name a form of the page's "forms" for it`, 'custom.form.missing']);
  }
  for (const [role, form] of Object.entries(block.forms ?? {})) {
    const pointer = `${at}/forms/${esc(role)}`;
    if (!Object.hasOwn(forms, role)) problems.push([pointer, `component "${name}" opens no form "${role}" (its forms: ${names(forms)})`, 'custom.form.not-in-contract', oneOfFix(Object.keys(forms))]);
    else if (form !== undefined && !Object.hasOwn(screen.forms ?? {}, form)) problems.push([pointer, `unknown form "${form}"`, 'form.unknown', oneOfFix(Object.keys(screen.forms ?? {}))]);
  }
  for (const [key, need] of Object.entries(contract.messages)) {
    if (!Object.hasOwn(block.messages, key)) problems.push([`${at}/messages`, `component "${name}" needs message "${key}" (${need.description})`, 'custom.message.missing']);
  }
  for (const key of Object.keys(block.messages)) {
    if (!Object.hasOwn(contract.messages, key)) problems.push([`${at}/messages/${esc(key)}`, `component "${name}" shows no message "${key}" (its messages: ${names(contract.messages)})`, 'custom.message.not-in-contract', oneOfFix(Object.keys(contract.messages))]);
  }
  const validate = propsValidator(contract);
  if (!validate(block.props ?? {})) {
    for (const error of validate.errors ?? []) {
      const detail = error.keyword === 'additionalProperties' ? `unknown property "${String(error.params.additionalProperty)}"` : error.keyword === 'required' ? `missing required property "${String(error.params.missingProperty)}"` : (error.message ?? 'is invalid');
      problems.push([`${at}/props${error.instancePath}`, `${detail} (props of component "${name}")`, 'custom.props.invalid']);
    }
  }
  return problems;
}

/** The placeholders a message of the block may read: those its contract names (none: shown as written). */
export function messageReads(block: CustomBlock, key: string, registry: ContractRegistry): ReadonlySet<string> | undefined {
  const contract = contractOf(block, registry);
  if (!contract || !Object.hasOwn(contract.messages, key)) return undefined;
  return new Set(contract.messages[key]?.reads ?? []);
}

/** The values the component passes to fill an endpoint's templates (its contract's `reads`), and those typed as an entity's record. */
export function customEndpointReads(block: CustomBlock, role: string, registry: ContractRegistry): { reads: ReadonlySet<string>; types: Readonly<Record<string, EntityShape>> } {
  const contract = contractOf(block, registry);
  const need = contract && Object.hasOwn(contract.endpoints, role) ? contract.endpoints[role] : undefined;
  return { reads: new Set(need?.reads ?? []), types: need?.readTypes ?? {} };
}

/** The props of the block its contract names as page state paths (a text, or a list of them), each path with its JSON pointer below `props`. */
export function statePathProps(block: CustomBlock, registry: ContractRegistry): Array<[string, string]> {
  const contract = contractOf(block, registry);
  const props: Readonly<Record<string, unknown>> = block.props ?? {};
  return (contract?.statePathProps ?? []).flatMap((key): Array<[string, string]> => {
    const value = props[key];
    if (Array.isArray(value)) return value.flatMap((path, index): Array<[string, string]> => (typeof path === 'string' ? [[`${esc(key)}/${index}`, path]] : []));
    return typeof value === 'string' ? [[esc(key), value]] : [];
  });
}

/** What the page checker asks of the components: the names each publishes, from its contract. */
export function componentPublishContext(registry: ContractRegistry): PublishContext {
  return { componentPublishes: (component) => (Object.hasOwn(registry, component) ? registry[component]?.publishes : undefined) };
}
