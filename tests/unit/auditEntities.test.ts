import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The entity names the audit triggers of the migrations record (`audit_row('<id column>', '<entity>')`). */
function auditedEntities(): string[] {
  const folder = join(root, 'server/db/migrations');
  const names = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .flatMap((file) => [...readFileSync(join(folder, file), 'utf8').matchAll(/audit_row\('[a-z_]+',\s*'([a-z-]+)'\)/g)].map((match) => match[1] ?? ''));
  return [...new Set(names)].sort();
}

describe('the audit trail', () => {
  it('can be filtered by every entity a table records (GET /audit?entity= and the Audit Trail screen)', () => {
    const schema = JSON.parse(readFileSync(join(root, 'schemas/entities/audit-entry.schema.json'), 'utf8')) as { properties: { entity: { enum: string[] } } };
    expect(auditedEntities().length).toBeGreaterThan(7);
    expect([...schema.properties.entity.enum].sort()).toEqual(auditedEntities());
  });
});
