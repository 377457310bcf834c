/** Dashboard cards (by title) and their links (by label): added, removed, reordered, route changed. */
import { change, otherProperties, push, scalar } from '../../../tooling/diff/facts.ts';
import { keyed, objectsAt, reordered, stringAt, type JsonObject, type Keyed } from '../../../tooling/diff/json.ts';
import { bold, count, list, value } from '../../../tooling/diff/markdown.ts';
import type { Change } from '../../../tooling/diff/model.ts';

function name(entry: Keyed<JsonObject>): string {
  return `${bold(entry.id)}${entry.occurrence > 1 ? ` #${entry.occurrence}` : ''}`;
}

function links(card: JsonObject): Keyed<JsonObject>[] {
  return keyed(objectsAt(card, 'links'), (link) => stringAt(link, 'label') ?? '?');
}

export function diffCards(before: JsonObject, after: JsonObject): Change[] {
  const b = keyed(objectsAt(before, 'cards'), (card) => stringAt(card, 'title') ?? '?');
  const a = keyed(objectsAt(after, 'cards'), (card) => stringAt(card, 'title') ?? '?');
  const old = new Map(b.map((entry) => [entry.key, entry.item]));
  const kept = new Set(a.map((entry) => entry.key));
  const changes: Change[] = [];
  if (reordered(b.map((entry) => entry.key), a.map((entry) => entry.key))) {
    changes.push(...change('cards', 'cards', 'Cards', [`new order: ${list(a.map(name))}`]));
  }
  for (const entry of a) {
    const previous = old.get(entry.key);
    const key = `cards/${entry.key}`;
    if (!previous) {
      changes.push(...change('cards', key, `Card ${name(entry)}`, [`added (${count(links(entry.item).length, 'link')}: ${list(links(entry.item).map(name))})`]));
    } else {
      changes.push(...diffCard(key, entry, previous));
    }
  }
  for (const entry of b) {
    if (!kept.has(entry.key)) changes.push(...change('cards', `cards/${entry.key}`, `Card ${name(entry)}`, [`removed (had ${count(links(entry.item).length, 'link')})`]));
  }
  return changes;
}

function diffCard(key: string, card: Keyed<JsonObject>, previous: JsonObject): Change[] {
  const b = links(previous);
  const a = links(card.item);
  const old = new Map(b.map((entry) => [entry.key, entry.item]));
  const kept = new Set(a.map((entry) => entry.key));
  const cardFacts = otherProperties(previous, card.item, ['title', 'links']);
  if (reordered(b.map((entry) => entry.key), a.map((entry) => entry.key))) cardFacts.unshift(`link order: ${list(a.map(name))}`);
  const changes = change('cards', key, `Card ${name(card)}`, cardFacts);
  for (const entry of a) {
    const link = old.get(entry.key);
    const subject = `Card ${name(card)}, link ${name(entry)}`;
    if (!link) {
      changes.push(...change('cards', `${key}/links/${entry.key}`, subject, [`added (${value(entry.item.route)})`]));
      continue;
    }
    const facts: string[] = [];
    push(facts, scalar('route', link.route, entry.item.route), ...otherProperties(link, entry.item, ['label', 'route']));
    changes.push(...change('cards', `${key}/links/${entry.key}`, subject, facts));
  }
  for (const entry of b) {
    if (!kept.has(entry.key)) changes.push(...change('cards', `${key}/links/${entry.key}`, `Card ${name(card)}, link ${name(entry)}`, [`removed (was ${value(entry.item.route)})`]));
  }
  return changes;
}

