/** Every operator, by name: each finds its sites by walking a definition and makes its mutants. */
import type { Mutant, OperatorName } from '../mutant.ts';
import { customPropMutants } from './customProp.ts';
import { routeMutants } from './route.ts';
import { conditionMutants } from './condition.ts';
import { endpointMutants } from './endpoint.ts';
import { fieldNameMutants } from './fieldName.ts';
import { lookupMutants } from './lookup.ts';
import { messageKeyMutants } from './messageKey.ts';
import { placeholderMutants } from './placeholder.ts';
import { requiredMutants } from './required.ts';
import { sharedUseMutants } from './sharedUse.ts';

export const operators: Readonly<Record<OperatorName, (file: string, data: unknown) => Mutant[]>> = {
  fieldName: fieldNameMutants,
  endpoint: endpointMutants,
  messageKey: messageKeyMutants,
  condition: conditionMutants,
  lookup: lookupMutants,
  placeholder: placeholderMutants,
  required: requiredMutants,
  sharedUse: sharedUseMutants,
  customProp: customPropMutants,
  route: routeMutants,
};

/** Every mutant of one definition, operator by operator. */
export function mutantsOf(file: string, data: unknown): Mutant[] {
  return Object.values(operators).flatMap((operator) => operator(file, data));
}
