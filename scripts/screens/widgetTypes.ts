/** The property types a widget needs: several values (a list), or dates as a list or a comma-joined text. */
const WIDGET_TYPES: Partial<Record<string, readonly string[]>> = { lookupMultiSelect: ['array'], dates: ['array', 'string'] };

/** Why a widget cannot edit a property of this JSON Schema type; undefined when it can. */
export function widgetTypeProblem(widget: string, type: string): string | undefined {
  const types = WIDGET_TYPES[widget];
  if (!types || types.includes(type)) return undefined;
  return `widget "${widget}" needs ${types.length === 1 ? `an ${types[0] ?? ''}` : `an ${types.join(' or a ')}`} property`;
}

/** The JSON Schema `type` of a property of an inline form schema (a grid form's `schema`), when it says one. */
export function propertyType(schema: unknown, field: string): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const properties: unknown = (schema as { properties?: unknown }).properties;
  if (typeof properties !== 'object' || properties === null) return undefined;
  const property: unknown = (properties as Record<string, unknown>)[field];
  if (typeof property !== 'object' || property === null) return undefined;
  const type: unknown = (property as { type?: unknown }).type;
  return typeof type === 'string' ? type : undefined;
}
