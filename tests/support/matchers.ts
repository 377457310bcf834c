import { expect } from 'vitest';

/*
 * vitest's asymmetric matchers, typed `unknown` rather than `any`: an expected object holding one
 * stays a checked value (an `any` inside it would switch the checks off for the whole literal).
 */

/** Any value made by the constructor (`String`, `Number`, `Array`…). */
export const anyOf = (type: unknown): unknown => expect.any(type);
/** A string matching the pattern. */
export const matching = (pattern: string | RegExp): unknown => expect.stringMatching(pattern);
/** A string containing the text. */
export const containing = (text: string): unknown => expect.stringContaining(text);
/** An object with at least these properties. */
export const withProperties = (properties: Record<string, unknown>): unknown => expect.objectContaining(properties);
