import type { JSONSchemaType } from 'ajv';
import type { ComponentType } from 'react';
import type { CallResult } from '../api/callEndpoint';
import type { Endpoint } from '../generated/screen';

/** A call a component makes: the method its screen's endpoint must have, and what it is for (the checker's messages say it). */
export interface EndpointNeed {
  method: Endpoint['method'];
  description: string;
  /** The values the component passes to fill the endpoint's templates, besides the page state (none: the page state only). */
  reads?: readonly string[];
  /**
   * Values of `reads` that are a record of an entity (the stored config, the schedule): a
   * placeholder past one must name a field of it (`{schedule.version}`), of one payload of its
   * `$defs` when `payload` is given.
   */
  readTypes?: Readonly<Record<string, EntityShape>>;
  /**
   * The call's body is the definition's: the component passes values only, and the screen's
   * endpoint must shape them with a `body` template whose keys are properties of this payload
   * (every one it requires), so `screens:check` reads the payload and `screens:diff` shows it.
   */
  payload?: EntityShape & { payload: string };
}

/**
 * A page modal form a component opens (the page's `forms`, named by the block's `forms`), for a
 * row it passes: the form's fields open from the row (`from`), its title and templates read it,
 * and its submit is the definition's (fields, messages, guards, body, outcome texts), so a
 * component never rebuilds a form.
 */
export interface FormNeed {
  description: string;
  /**
   * The row's fields: those of this entity or payload, `also` these values besides, and `records`
   * these values that are a record of an entity (the stored config): a placeholder past one must
   * name a field of it (`{config.fileType}`).
   */
  row: EntityShape & { also?: readonly string[]; records?: Readonly<Record<string, EntityShape>> };
  /**
   * The form sends nothing: its submit has no endpoint and hands the values it was pressed with to
   * the component (a new event kept in the browser only, 002 §4).
   */
  handsValues?: true;
}

/** An entity of `schemas/entities/` (its own properties), or one payload of its `$defs`. */
export interface EntityShape {
  entity: string;
  payload?: string;
}

/** A text a component shows: what it says, and the placeholders the component fills it with (none: shown as written). */
export interface MessageNeed {
  description: string;
  reads?: readonly string[];
}

/**
 * A value a component publishes, typed so the checker holds every path other blocks read past it:
 * rows of an entity (`entity`, a list of them with `list`: `cart.lines.0.sku` must be a field of
 * the entity, or of one payload of its `$defs` with `payload`), or a plain value (`type`) with nothing past it (`calendar.day`, a yyyy-MM-dd date), or a list of plain values (`list`: discount codes).
 */
export type PublishedValue =
  | { description: string; entity: string; payload?: string; list?: boolean }
  | { description: string; type: 'string' | 'integer' | 'number' | 'boolean'; format?: 'date'; list?: boolean };

/**
 * Where a prop's values come from: the values (`enum`) of an entity's property, of its own
 * properties or of one payload of its `$defs`. A misspelt report type then fails the check, not
 * the calendar at run time.
 */
export interface PropValuesSource {
  entity: string;
  property: string;
  payload?: string;
}

/**
 * What a component needs from the definition that declares it. The checker holds a `custom` block
 * to it (exactly these endpoint and message names, props valid against `props`), so the component
 * never hard-codes a path or a text; the types below give it exactly these names.
 */
export interface CustomContract<E extends string, M extends string, P, S extends string, F extends string = never> {
  /** One line: what the component is, for the catalogue and the docs. */
  description: string;
  endpoints: { readonly [K in E]: EndpointNeed };
  messages: { readonly [K in M]: MessageNeed };
  /** JSON Schema of `props` (ajv's type ties it to `P` at compile time). */
  props: JSONSchemaType<P>;
  /** What it publishes under its block id in the page state (`<id>.<name>`), for conditions and templates of other blocks, each typed. */
  publishes: { readonly [K in S]: PublishedValue };
  /** The page's modal forms it opens, by role: the definition names a form of its `forms` for each. */
  forms?: { readonly [K in F]: FormNeed };
  /** Props whose value is a page state path the component reads (`state.read`), or a list of them: the checker holds each to what the page publishes. */
  statePathProps?: readonly (keyof P & string)[];
  /**
   * Props whose text values must be values of an entity property, by their path in `props`
   * (`/`-separated, `*` for every item or key of a level, e.g. `regionFreeTypes/*`).
   */
  propValues?: Readonly<Record<string, PropValuesSource>>;
  /**
   * Props that are a map from names a payload declares to templates over a record (the checkout's
   * line attributes: each attribute name one the storefront payload declares, each value a template
   * over a cart): the checker refuses a key the payload lacks and a placeholder naming no field.
   */
  propRecords?: Readonly<Record<string, PropRecordSource>>;
}

/**
 * What a `propRecords` prop holds: its keys are the properties of `keys` (an entity, or one payload
 * of its `$defs`), its values templates whose placeholders name fields of `fields` or `also`.
 */
export interface PropRecordSource {
  keys: EntityShape;
  fields: EntityShape & { also?: readonly string[] };
}

/**
 * A call bound to the screen's endpoint: templates of its path, query and body read `values` over
 * the page state. A component passes values only: what is sent is the definition's to shape.
 */
export type CustomCall = (values?: Readonly<Record<string, unknown>>) => Promise<CallResult>;

/** A text of the definition, filled with `values` (the placeholders its contract names). */
export type CustomText = (values?: Readonly<Record<string, unknown>>) => string;

/** The page state as a component sees it: read any path, publish its own values under its block id. */
export interface CustomPageState<S extends string> {
  read(path: string): unknown;
  publish: (name: S, value: unknown) => void;
}

/** How a form ended: saved (its submit succeeded), with the answer (a form that sends nothing: its values), or closed without a success. */
export type FormResult = { outcome: 'saved'; answer: unknown } | { outcome: 'closed' };

/** A page modal form the component opens for a row; the promise settles when the dialog has closed. */
export interface CustomForm {
  open(row: Readonly<Record<string, unknown>>): Promise<FormResult>;
}

/** What a registered component receives, typed by its contract. */
export interface CustomComponentProps<E extends string, M extends string, P, S extends string, F extends string = never> {
  endpoints: { readonly [K in E]: CustomCall };
  messages: { readonly [K in M]: CustomText };
  props: P;
  state: CustomPageState<S>;
  forms: { readonly [K in F]: CustomForm };
}

/** A contract with its names forgotten: how the runtime and the checker hold every component alike. */
export interface AnyCustomContract {
  description: string;
  endpoints: Readonly<Record<string, EndpointNeed>>;
  messages: Readonly<Record<string, MessageNeed>>;
  props: object;
  publishes: Readonly<Record<string, PublishedValue>>;
  forms?: Readonly<Record<string, FormNeed>>;
  statePathProps?: readonly string[];
  propValues?: Readonly<Record<string, PropValuesSource>>;
  propRecords?: Readonly<Record<string, PropRecordSource>>;
}

export type AnyCustomProps = CustomComponentProps<string, string, unknown, string, string>;

/** Whether a definition's props fit a contract's schema (precompiled: the browser compiles no schema). */
export type PropsValidator = (props: unknown) => boolean;

/** One entry of the app's registry: the contract (plain data), its props validator and a loader of the component's code. */
export interface CustomComponentEntry {
  contract: AnyCustomContract;
  validateProps: PropsValidator;
  load(): Promise<ComponentType<AnyCustomProps>>;
}

/**
 * An entry of the registry from a typed contract, the validator of its props (generated from the
 * contract: src/custom/generated/) and the loader of a component taking exactly its props. The
 * runtime builds those props from the same contract, so forgetting the names here is safe.
 */
export function defineCustomComponent<E extends string, M extends string, P, S extends string, F extends string = never>(
  contract: CustomContract<E, M, P, S, F>,
  validateProps: PropsValidator,
  load: () => Promise<ComponentType<CustomComponentProps<E, M, P, S, F>>>,
): CustomComponentEntry {
  return { contract, validateProps, load: load as unknown as () => Promise<ComponentType<AnyCustomProps>> };
}
