import type { PublishedValue } from '../../../custom/customContract';
import { createElement, type ReactElement } from 'react';
import type { Block, PageScreen } from '../../../generated/screen';
import type { Call } from '../../../api/useApi';
import type { Preloadable } from '../../../ui/preloadable';
import type { PageStateApi } from '../state/pageStore';

export type BlockKind = Block['block'];
export type BlockOf<K extends BlockKind> = Extract<Block, { block: K }>;

export interface BlockViewProps<S> {
  slice: S;
  page: PageStateApi;
}

/** A text of the definition with where it sits (`blocks.<id>.submit.label`), as the catalogue lists it. */
export interface DefinitionText {
  key: string;
  text: string;
}

/** A route a block opens (a row action's or toolbar button's `navigate`, a form's `submit.navigate.to`), with its JSON pointer. */
export interface OpenedRoute {
  pointer: string;
  route: string;
}

/**
 * One name a block publishes under its id in the page state, and what a path may read past it:
 * anything (`answer.*`, a form's values), the fields of one row of an entity (`selectedRow.zone`),
 * a row of a list by its index (`selected.0.zone`), or nothing (`value`: a date, a count).
 */
export interface Published {
  reads: 'any' | 'row' | 'rows' | 'value';
  /** The entity of the rows it holds: a path past it reads their fields. */
  entity?: string | undefined;
  /** The payload of the entity's `$defs` the rows are (a checkout's carts: checkout-record's `cart`); absent = the entity's own fields. */
  payload?: string | undefined;
  /** Whether `each` may go through it (a list). */
  list?: boolean;
  /** The names a path past it may read, when they are known (a form block's `computed`); any past them. */
  names?: ReadonlySet<string>;
}

/** What a block publishes: its names, and how to say a name it does not publish. */
export interface Publication {
  names: ReadonlyMap<string, Published>;
  notPublished(blockId: string, name: string): string;
}

/** What a block's publication depends on besides the block: what a custom component publishes (its contract). */
export interface PublishContext {
  componentPublishes(component: string): Readonly<Record<string, PublishedValue>> | undefined;
}

/**
 * The app's parts of a block kind, all a page, the catalogue and preloading need of it. A block's
 * folder exports them (`<kind>/index.ts`); the tools' parts (what it publishes, checker rules,
 * diff) are in its `tools.ts`, which the app never imports: the tools never load the app's views.
 */
export interface BlockParts<K extends BlockKind> {
  /** Its view over the slice of the definition it takes (`viewOf`). */
  view: BlockView<K>;
  /** The code a page showing it loads before rendering besides its view's (a custom block's component). */
  loadCode(block: BlockOf<K>): Promise<unknown>;
  /** The blocks it holds (a tabs block's tabs' blocks), each with its pointer relative to the block. */
  children(block: BlockOf<K>): Array<{ block: Block; at: string }>;
  /** The texts it shows that the definition holds, keyed under `at` (`blocks.<id>`). */
  texts(block: BlockOf<K>, at: string): DefinitionText[];
  /** The routes it opens, pointers relative to the block. */
  opens(block: BlockOf<K>): OpenedRoute[];
  /** The custom components it shows. */
  components(block: BlockOf<K>): string[];
  /** Starts the calls it makes first when the page opens (a grid's first page), so it takes their answers. */
  preload(screen: PageScreen, block: BlockOf<K>, call: Call): void;
  /** The block is a button alone (a form without fields or title): the page lays consecutive ones side by side. */
  isButton?(block: BlockOf<K>): boolean;
}

/**
 * Every block of a list, those its blocks hold included, in page order (allBlocks.ts). The page
 * hands it to a block's slice, so a block that reads other blocks (a result block, the forms that
 * show their outcome in it) never imports the registry that imports it.
 */
export type BlockScan = (blocks: readonly Block[]) => Block[];

/** A block's view bound to its slice of the definition, ready to render in a page. */
export type BoundBlock = (page: PageStateApi) => ReactElement;

/** A block kind's view and the slice of the definition it takes, the slice's type kept between the two. */
export interface BlockView<K extends BlockKind> {
  /** Takes the block's slice of the definition (nothing else of the definition reaches a block) and binds the view to it. */
  bind(screen: PageScreen, block: BlockOf<K>, scan: BlockScan): BoundBlock;
  /** Loads the view's code (once); a page's route does before it renders. */
  load(): Promise<unknown>;
}

/** A view, loaded when a page first shows such a block, over the slice `slice` takes from the definition. */
export function viewOf<K extends BlockKind, S>(view: Preloadable<BlockViewProps<S>>, slice: (screen: PageScreen, block: BlockOf<K>, scan: BlockScan) => S): BlockView<K> {
  return {
    bind: (screen, block, scan) => {
      const sliced = slice(screen, block, scan);
      return (page) => createElement(view.Component, { slice: sliced, page });
    },
    load: () => view.load(),
  };
}

/** Parts a block kind without a given part uses. */
export const noChildren = (): Array<{ block: Block; at: string }> => [];
export const opensNothing = (): OpenedRoute[] => [];
export const noComponents = (): string[] => [];
export const preloadsNothing = (): void => undefined;
export const noMoreCode = (): Promise<unknown> => Promise.resolve();
export const publishesNothing = (kind: string): Publication => ({ names: new Map(), notPublished: (id) => `${kind} block "${id}" publishes nothing` });
