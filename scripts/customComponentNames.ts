/**
 * The meta-schema enumerates the names of the app's custom components (`CustomComponentName`), so
 * a name the app does not register fails the check. `npm run gen:types` writes them there from the
 * app's contracts (src/custom/contracts.ts); the generated-types test fails when they differ.
 */
import { customContracts } from '../src/custom/contracts.ts';

const DEF = /("CustomComponentName": \{[^{}]*?"enum": )\[[^\]]*\]/;

/** The registered names, sorted. */
export function registeredComponentNames(): string[] {
  return Object.keys(customContracts).sort();
}

/** The meta-schema's text with `CustomComponentName.enum` listing `names` (only that list changes). */
export function withComponentNames(schemaText: string, names: readonly string[]): string {
  if (!DEF.test(schemaText)) throw new Error('schemas/screen.schema.json has no $defs.CustomComponentName with an "enum"');
  const items = names.map((name) => `        ${JSON.stringify(name)}`).join(',\n');
  return schemaText.replace(DEF, (_all, head: string) => `${head}[\n${items}\n      ]`);
}
