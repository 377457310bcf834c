/**
 * The semantic diff of screen definitions and entity schemas: what `diffScreens` builds, what
 * `--json` prints as is, and what the Markdown renderer lays out. Texts are Markdown sentences
 * (identifiers in backticks, user-facing texts quoted exactly), ready for a pull-request comment.
 */

/** The part of a definition a change belongs to, in the order sections list them. */
export type Area =
  | 'screen'
  | 'endpoints'
  | 'lookups'
  | 'paging'
  | 'columns'
  | 'search'
  | 'toolbar'
  | 'rowActions'
  | 'batchUpdate'
  | 'delete'
  | 'forms'
  | 'messages'
  | 'cards'
  | 'blocks'
  | 'other'
  | 'entity';

/** One thing that changed, and how: 'Column **Zone** (`zone_id`): became editable (select from lookup `zones`)'. */
export interface Change {
  area: Area;
  /** Stable identity of the thing within its screen or entity, by meaning not position: `columns/zone_id`, `forms/add/fields/town_name`. */
  key: string;
  /** What changed, e.g. 'Column **Zone** (`zone_id`)'; empty for a sentence of its own ('Moved from … to …'). */
  subject: string;
  /** How it changed, one short clause each, e.g. 'became editable (select from lookup `zones`)'. */
  facts: string[];
  /** Set when the change can affect stored data, e.g. 'column `zone_id` became editable'. */
  risk?: string;
}

export type ScreenStatus = 'added' | 'removed' | 'moved' | 'route changed' | 'changed';

export interface ScreenDiff {
  /** Route of the screen (its route before for a removed screen). */
  route: string;
  /** What reviewers call it: its menu label, else its title, else its file. */
  name: string;
  status: ScreenStatus;
  /** Its file (its file before for a removed screen). */
  file: string;
  /** Its file before, when it moved. */
  previousFile?: string;
  /** Its route before, when the route changed. */
  previousRoute?: string;
  /** The data risks of its changes, in the order of the changes. */
  risks: string[];
  changes: Change[];
}

export type EntityStatus = 'added' | 'removed' | 'changed';

export interface EntityDiff {
  /** The entity name: the file name without `.schema.json`. */
  entity: string;
  /** Its schema title, else the entity name. */
  name: string;
  status: EntityStatus;
  file: string;
  risks: string[];
  changes: Change[];
}

/** A screen naming a shared entry. */
export interface SharedUser {
  route: string;
  /** Its menu label, else its title, else its file. */
  name: string;
  file: string;
}

/** A shared entry (screens/shared/*.json) added, removed or changed, and the screens it affects. */
export interface SharedDiff {
  /** Its section: `lookups`, `options`, `paging`, `toolbar`, `fields` or `cascades`. */
  section: 'endpoints' | 'lookups' | 'options' | 'paging' | 'toolbar' | 'fields' | 'cascades';
  name: string;
  status: EntityStatus;
  /** The shared file declaring it (before, for a removed one). */
  file: string;
  /** The screens naming it (before the change, for a removed one), by route. */
  usedBy: SharedUser[];
  changes: Change[];
}

/** A definition or schema file that could not be compared. */
export interface Unreadable {
  side: 'before' | 'after';
  file: string;
  problem: string;
}

export interface DiffSummary {
  screens: Record<ScreenStatus, number>;
  entities: Record<EntityStatus, number>;
  /** Shared entries by status; only when some changed. */
  shared?: Record<EntityStatus, number>;
  /** Data risks over all screens and entities. */
  risks: number;
}

export interface DiffModel {
  summary: DiffSummary;
  /** Changed screens by route, then file. */
  screens: ScreenDiff[];
  /** Changed entity schemas by entity name. */
  entities: EntityDiff[];
  /** Changed shared entries by section and name; only when some changed. */
  shared?: SharedDiff[];
  unreadable: Unreadable[];
}
