/**
 * The model as Markdown for a pull-request comment: a summary line (counts and data risks), then
 * `## Screens` and `## Entity schemas`, one `###` section per screen or entity with its risk
 * notes first, then one bullet per changed thing. Long bullets split into sub-bullets.
 */
import { bold, code, count, escape } from '../../../runtime/tooling/diff/markdown';
import type { Change, DiffModel, EntityDiff, ScreenDiff, SharedDiff } from '../../../runtime/tooling/diff/model';

/** Lines longer than this split their facts into sub-bullets. */
const LINE = 100;

export const NO_CHANGES = 'No changes to screen definitions or entity schemas.';

export interface Labels {
  /** Markdown naming the base, e.g. '`main`'. */
  base: string;
  /** Markdown naming the head, e.g. 'working tree'. */
  head: string;
}

export function renderMarkdown(model: DiffModel, labels: Labels): string {
  if (model.screens.length === 0 && model.entities.length === 0 && model.unreadable.length === 0 && (model.shared ?? []).length === 0) return `${NO_CHANGES}\n`;
  const blocks: string[] = [`# Screen definitions: ${labels.base} → ${labels.head}`, summaryLine(model)];
  if ((model.shared ?? []).length > 0) blocks.push('## Shared definitions', ...(model.shared ?? []).flatMap(sharedSection));
  if (model.screens.length > 0) blocks.push('## Screens', ...model.screens.flatMap(screenSection));
  if (model.entities.length > 0) blocks.push('## Entity schemas', ...model.entities.flatMap(entitySection));
  if (model.unreadable.length > 0) {
    blocks.push('## Not compared', model.unreadable.map((item) => `- ${code(item.file)} (${item.side}): ${item.problem}`).join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

function summaryLine(model: DiffModel): string {
  const { summary } = model;
  const parts = [summary.risks === 0 ? 'No data risks' : `**⚠ ${count(summary.risks, 'data risk')}**`];
  const screens = Object.entries(summary.screens).filter(([, n]) => n > 0);
  if (screens.length > 0) parts.push(`Screens: ${screens.map(([status, n]) => `${n} ${status}`).join(', ')}`);
  const shared = Object.entries(summary.shared ?? {}).filter(([, n]) => n > 0);
  if (shared.length > 0) parts.push(`Shared definitions: ${shared.map(([status, n]) => `${n} ${status}`).join(', ')}`);
  const entities = Object.entries(summary.entities).filter(([, n]) => n > 0);
  if (entities.length > 0) parts.push(`Entity schemas: ${entities.map(([status, n]) => `${n} ${status}`).join(', ')}`);
  return parts.join(' · ');
}

function screenSection(screen: ScreenDiff): string[] {
  const status = screen.status === 'moved' || screen.status === 'route changed' ? movedStatus(screen) : screen.status;
  return section(`### ${escape(screen.name)} (${code(screen.route)}) — ${status}`, screen.file, screen.risks, screen.changes);
}

/** 'moved', or 'moved, changed' when more than the move changed. */
function movedStatus(screen: ScreenDiff): string {
  const more = screen.changes.some((item) => item.key !== 'file' && item.key !== 'route');
  return more ? `${screen.status}, changed` : screen.status;
}

const SHARED_NOUN: Record<SharedDiff['section'], string> = { endpoints: 'Endpoint', lookups: 'Lookup', options: 'Option set', paging: 'Paging preset', toolbar: 'Toolbar button', fields: 'Field', cascades: 'Cascade' };

/** A shared entry: what changed, and every screen it changes with it. */
function sharedSection(entry: SharedDiff): string[] {
  const users = entry.usedBy.map((user) => `${bold(escape(user.name))} (${code(user.route)})`);
  const blocks = [`### ${SHARED_NOUN[entry.section]} ${code(entry.name)} — ${entry.status}`, `File: ${code(entry.file)}`];
  blocks.push(users.length > 0 ? `${entry.status === 'removed' ? 'Was used by' : 'Used by'}: ${users.join(', ')}` : 'Used by no screen');
  if (entry.changes.length > 0) blocks.push(entry.changes.map(bullet).join('\n'));
  return blocks;
}

function entitySection(entity: EntityDiff): string[] {
  return section(`### ${escape(entity.name)} (${code(entity.entity)}) — ${entity.status}`, entity.file, entity.risks, entity.changes);
}

function section(heading: string, file: string, risks: string[], changes: Change[]): string[] {
  const blocks = [heading, `File: ${code(file)}`];
  if (risks.length > 0) blocks.push(risks.map((risk) => `> ⚠ Data: ${risk}`).join('\n>\n'));
  if (changes.length > 0) blocks.push(changes.map(bullet).join('\n'));
  return blocks;
}

function bullet(item: Change): string {
  if (item.subject === '') return item.facts.map((fact) => `- ${fact}`).join('\n');
  const line = `- ${item.subject}: ${item.facts.join('; ')}`;
  if (item.facts.length === 1 || line.length <= LINE) return line;
  return [`- ${item.subject}:`, ...item.facts.map((fact) => `  - ${fact}`)].join('\n');
}
