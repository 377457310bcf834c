import { propValueProblems } from './tools/propValueRules.ts';
import { propRecordProblems } from './tools/propRecordRules.ts';
import { passedFieldProblem, payloadProblems, readsPassedValue, shapeFields } from './tools/payloadRules.ts';
import { contractOf, customBlockProblems, customEndpointReads, messageReads, statePathProps } from './tools/customBlockRules.ts';
import { esc } from '../../../../tooling/jsonPointer.ts';
import { fieldsContext } from '../../../../tooling/templateRules.ts';
import { change, otherProperties } from '../../../../tooling/diff/facts.ts';
import { CUSTOM_BLOCK_KNOWN, customBlockFacts, describeCustomBlock } from './tools/diff.ts';
import { BLOCK_COMMON, compilesNoForm, noRawChildren, type BlockTools } from '../toolParts.ts';
import { noChildren, opensNothing } from '../parts.ts';
import { customPublishes } from './published.ts';

/** A custom block's rules: its component's contract (customBlockRules.ts), and its calls' and texts' templates. */
export const customBlockTools: BlockTools<'custom'> = {
  publishes: customPublishes,
  children: noChildren,
  opens: opensNothing,
  check: (block, at, page) => {
    for (const problem of customBlockProblems(page.screen, block, at, page.app.customContracts)) page.report(...problem);
    // Props whose values are an entity property's values (a report type): held to them.
    for (const problem of propValueProblems(block, at, page.app.customContracts, page.entities)) page.report(...problem);
    // Props mapping a payload's names to templates over a record (line attributes): held to both.
    for (const problem of propRecordProblems(block, at, page.app.customContracts, page.entities)) page.report(...problem);
    // Props that name a page state path the component reads.
    for (const [pointer, path] of statePathProps(block, page.app.customContracts)) {
      const problem = page.statePathProblem(path);
      if (problem) page.report(`${at}/props/${pointer}`, `state path "${path}": ${problem}`, 'state.unresolved');
    }
    // The component fills its calls' templates from the page state and the values its contract names.
    for (const [role, name] of Object.entries(block.endpoints)) {
      const { reads, types } = customEndpointReads(block, role, page.app.customContracts);
      const passed = (path: string) => readsPassedValue(path, reads, types, page.entities);
      // A path past a value the component passes is that value's field, never the page state's.
      const explain = (path: string) => (reads.has(path.split('.')[0] ?? '') ? undefined : page.pageStateProblem(path));
      if (name !== undefined) page.endpointTemplates(name, { knows: (path) => passed(path) || (!reads.has(path.split('.')[0] ?? '') && page.readsPageState(path)), globals: true, explain, unknownField: (path) => passedFieldProblem(path, types, page.entities) });
    }
    // The bodies its contract leaves to the definition: keys of the payload it names.
    for (const problem of payloadProblems(page.screen, block, at, page.app.customContracts, page.entities)) page.report(...problem);
    for (const [key, text] of Object.entries(block.messages)) {
      const reads = messageReads(block, key, page.app.customContracts);
      if (text !== undefined && reads) page.fill(`${at}/messages/${esc(key)}`, text, reads.size > 0 ? fieldsContext(reads) : { knows: () => false, empty: `component "${block.component}" shows "${key}" as written` });
    }
  },
  describe: describeCustomBlock,
  changes: (before, after, { key, subject }, facts) => change('blocks', key, subject, [...facts, ...customBlockFacts(before, after), ...otherProperties(before, after, [...BLOCK_COMMON, ...CUSTOM_BLOCK_KNOWN])]),
  rawChildren: noRawChildren,
  // Each role of the contract's `forms` the block maps to this form opens it for the row the component passes.
  opensForm: (block, name, { customContracts, entities }) => {
    const contract = contractOf(block, customContracts);
    return Object.entries(block.forms ?? {}).flatMap(([role, form]) => {
      const need = form === name && contract?.forms && Object.hasOwn(contract.forms, role) ? contract.forms[role] : undefined;
      if (!need) return [];
      // A record of the row is known with its fields (`config`, `config.fileType`), one level deep.
      const records = Object.entries(need.row.records ?? {}).flatMap(([value, shape]) => [value, ...[...(shapeFields(shape, entities) ?? [])].map((field) => `${value}.${field}`)]);
      return [{ row: true, entity: need.row.entity, rowFields: new Set([...(shapeFields(need.row, entities) ?? []), ...(need.row.also ?? []), ...records]), handsValues: need.handsValues === true }];
    });
  },
  validatorForms: compilesNoForm,
};
