/** What the operators recognise a place by: the shapes of the definition language (schemas/screen.schema.json). */
import { isObject } from '../mutant.ts';
import type { Site } from '../walk.ts';

/** The tests of a condition (`$defs/Condition`): an object with `field` and one of these. */
export const CONDITION_TESTS = ['equals', 'sameAs', 'in', 'contains', 'startsWith', 'partOf', 'matches', 'filled'] as const;

export const isCondition = (value: unknown): boolean => isObject(value) && typeof value.field === 'string' && CONDITION_TESTS.some((test) => Object.hasOwn(value, test));

/** The parent key of a site's holder: `fields` for an item of a fields list. */
export const holderKey = (site: Site): string | undefined => site.path[site.path.length - 1];

/** An item of a form's (or a shared) fields list, written out (not `use`). */
export const isFormField = (site: Site): boolean =>
  isObject(site.value) && typeof site.value.name === 'string' && !Object.hasOwn(site.value, 'use') && Array.isArray(site.parent) && site.key !== '' && holderKey(site) === 'fields';

/** A name-like text (a key or identifier, not a sentence). */
export const isName = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z_][\w.-]*$/.test(value);

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** An endpoint declaration: a method and a path. */
export const isEndpoint = (value: unknown): value is { method: string; path: string } =>
  isObject(value) && typeof value.path === 'string' && typeof value.method === 'string' && (HTTP_METHODS as readonly string[]).includes(value.method);
