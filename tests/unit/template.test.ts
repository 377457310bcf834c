import { describe, expect, it } from 'vitest';
import { readPath } from '../../runtime/templates/path';
import { placeholdersOf, renderPath, renderTemplate, renderTemplates } from '../../runtime/templates/template';

describe('templates', () => {
  const row = { town_id: 7, town_name: 'St. Vital', zone: { label: 'Winnipeg South', sku: 'mb' }, force: false };

  it('keeps the type of a template that is one placeholder', () => {
    expect(renderTemplate('{town_id}', row)).toBe(7);
    expect(renderTemplate('{force}', row)).toBe(false);
    expect(renderTemplate('{missing}', row)).toBeUndefined();
  });

  it('builds text from several placeholders, nested paths and filters', () => {
    expect(renderTemplate('{zone.label} - {town_name}', row)).toBe('Winnipeg South - St. Vital');
    expect(renderTemplate('{zone.sku|upper}', row)).toBe('MB');
    expect(renderTemplate('{town_name|upper|underscores}', row)).toBe('ST._VITAL');
    expect(renderTemplate('${town_id}', row)).toBe('$7');
    expect(renderTemplate('{missing} x', row)).toBe(' x');
  });

  it('refuses an unknown filter loudly', () => {
    expect(() => renderTemplate('{town_name|shout}', row)).toThrow('unknown template filter "shout"');
  });

  it('fills paths URL-encoded and maps of templates', () => {
    expect(renderPath('/places/town/{town_id}/{town_name}', row)).toBe('/places/town/7/St.%20Vital');
    expect(renderTemplates({ id: '{town_id}', name: '{town_name}' }, row)).toEqual({ id: 7, name: 'St. Vital' });
  });

  it('lists placeholders with their filters (for the checker)', () => {
    expect(placeholdersOf('{a} and {b.c|upper|join}')).toEqual([
      { path: 'a', filters: [] },
      { path: 'b.c', filters: ['upper', 'join'] },
    ]);
  });

  it('reads dot paths through arrays', () => {
    expect(readPath({ meta: [{ totalrows: 42 }] }, 'meta.0.totalrows')).toBe(42);
    expect(readPath({ meta: [] }, 'meta.0.totalrows')).toBeUndefined();
    expect(readPath([1, 2], undefined)).toEqual([1, 2]);
  });
});
