// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entitySchemaOf, useLoadedEntitySchema } from '../../runtime/kinds/form/entitySchemaResource';

// A form modal reads its entity schema with useLoadedEntitySchema: nothing until it has loaded,
// then the schema, at the first render when it had loaded before (no render without it).
describe('useLoadedEntitySchema', () => {
  it('gives nothing until the schema has loaded, then the schema', async () => {
    const renders: unknown[] = [];
    renderHook(() => renders.push(useLoadedEntitySchema('town')));
    expect(renders[0]).toBeUndefined();
    await waitFor(() => expect(renders.at(-1)).toMatchObject({ ok: true, schema: { title: 'Town' } }));
  });

  it('gives a schema loaded before at the first render', async () => {
    await entitySchemaOf('region');
    const { result } = renderHook(() => useLoadedEntitySchema('region'));
    expect(result.current).toMatchObject({ ok: true, schema: { title: 'Region' } });
  });

  it('says an entity that does not exist, and follows the entity it is given', async () => {
    const { result, rerender } = renderHook(({ entity }) => useLoadedEntitySchema(entity), { initialProps: { entity: 'no-such-entity' } });
    await waitFor(() => expect(result.current).toEqual({ ok: false, error: 'There is no entity "no-such-entity" (schemas/entities/no-such-entity.schema.json).' }));
    rerender({ entity: 'town' });
    await waitFor(() => expect(result.current).toMatchObject({ ok: true }));
  });
});
