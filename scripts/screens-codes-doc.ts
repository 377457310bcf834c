/** `npx tsx scripts/screens-codes-doc.ts`: writes the table of screens:check's problem codes into docs/screens-check-codes.md. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODES_DOC, withCodesTable } from './screens/problemCodesDoc.ts';

const path = join(fileURLToPath(new URL('..', import.meta.url)), CODES_DOC);
await writeFile(path, withCodesTable(await readFile(path, 'utf8')));
console.log(`${CODES_DOC}: table written`);
