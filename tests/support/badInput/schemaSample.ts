import { Ajv2020 } from 'ajv/dist/2020.js';

/** A JSON schema as the generator reads it (the subset the entity schemas use). */
export interface Schema {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, Schema>>;
  required?: readonly string[];
  items?: Schema;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export function asSchema(value: object): Schema {
  return value;
}

export function typesOf(schema: Schema): string[] {
  if (schema.type === undefined) return [];
  return typeof schema.type === 'string' ? [schema.type] : [...schema.type];
}

const ajv = new Ajv2020({ strict: false });

/** Texts tried, in order, for a string with a pattern: the patterns of the entity schemas. */
const PATTERN_SAMPLES = ['R2C 1A1', '$10', '$10.00', '10:00', '10:00:00', '2099-12-31', 'Anytime (9am - 5pm)', 'Anytime (9am - 5pm) - $10', '2099-12-31T10:00:00Z', '0b5e9f3c-2d7a-4e81-9c6b-3a1f8e2d7c40'];

/** A valid value of `schema` (the base each bad request changes one part of). */
export function sampleOf(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  const [type] = typesOf(schema).filter((name) => name !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(property)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string': {
      if (schema.pattern !== undefined) {
        const matches = ajv.compile({ type: 'string', pattern: schema.pattern });
        const found = PATTERN_SAMPLES.find((text) => matches(text));
        if (found !== undefined) return found;
      }
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return {};
  }
}
