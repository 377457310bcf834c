/**
 * The greet tables (0083_greets.sql): players, the video record of each order and the bulk greet
 * orders. Every function takes the connection or transaction it runs on.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { GreetVideoInfo } from '../../../../runtime/generated/entities';
import type { Queryable } from '../../../db/database';
import { playerIdOf, splitName, uploadAddress } from './greetAddresses';

export type JobStatus = GreetVideoInfo['videoDetails']['jobStatus'];

export interface NewPlayer {
  emailedTo: string;
  createdBy: string;
  jobStatus?: JobStatus;
  shortUrl?: string;
  /** Fixed for the demo data; random otherwise. */
  playerId?: string;
  uploadKey?: string;
}

export interface StoredPlayer {
  id: number;
  playerId: string;
  uploadKey: string;
}

/** A player ID no player has yet. */
async function freshPlayerId(tx: Queryable): Promise<string> {
  for (;;) {
    const candidate = playerIdOf(randomBytes(5));
    const { rows } = await tx.query<{ found: boolean }>('select exists(select 1 from greet_player where player_id = $1) as found', [candidate]);
    if (rows[0]?.found !== true) return candidate;
  }
}

/** Writes a player (its video waiting for the upload unless said otherwise). */
export async function insertPlayer(tx: Queryable, player: NewPlayer): Promise<StoredPlayer> {
  const playerId = player.playerId ?? (await freshPlayerId(tx));
  const uploadKey = player.uploadKey ?? randomUUID();
  const { rows } = await tx.query<{ id: number }>(
    `insert into greet_player (player_id, upload_key, job_status, short_url, emailed_to, created_by)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [playerId, uploadKey, player.jobStatus ?? 'WAITING_FOR_UPLOAD', player.shortUrl ?? '', player.emailedTo, player.createdBy],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the player was not written');
  return { id, playerId, uploadKey };
}

/** Records that the player plays for the order (its video record). */
export async function attachOrder(tx: Queryable, orderRowId: number, playerRowId: number): Promise<void> {
  await tx.query('insert into greet_order (order_id, player_id) values ($1, $2)', [orderRowId, playerRowId]);
}

/** The player ID playing for an order (by its row id), when it has a greet. */
export async function playerOfOrder(tx: Queryable, orderRowId: number): Promise<string | undefined> {
  const { rows } = await tx.query<{ player_id: string }>(
    'select p.player_id from greet_order g join greet_player p on p.id = g.player_id where g.order_id = $1',
    [orderRowId],
  );
  return rows[0]?.player_id;
}

export interface TaggedOrder {
  id: number;
  /** The player row of its greet, null when it has none. */
  playerRowId: number | null;
}

/** The orders carrying the tag (case aside), locked, each with the player of its greet if any. */
export async function taggedOrders(tx: Queryable, tag: string): Promise<TaggedOrder[]> {
  const { rows } = await tx.query<{ id: number; player_row_id: number | null }>(
    `select o.id, g.player_id as player_row_id
       from shop_order o left join greet_order g on g.order_id = o.id
      where exists (select 1 from unnest(o.tags) t where lower(t) = lower($1))
      order by o.number
      for update of o`,
    [tag],
  );
  return rows.map((row) => ({ id: row.id, playerRowId: row.player_row_id }));
}

export interface GroupOrder {
  id: number;
  playerRowId: number;
  playerId: string;
  tag: string;
}

/** The bulk greet order of a tag (case aside). */
export async function groupOrderOfTag(tx: Queryable, tag: string): Promise<GroupOrder | undefined> {
  return groupOrderWhere(tx, 'lower(b.tag) = lower($1)', tag);
}

/** The bulk greet order of a player ID (as stored: upper case), locked. */
export async function groupOrderOfPlayer(tx: Queryable, playerId: string): Promise<GroupOrder | undefined> {
  return groupOrderWhere(tx, 'p.player_id = $1', playerId, ' for update of b');
}

async function groupOrderWhere(tx: Queryable, where: string, value: string, lock = ''): Promise<GroupOrder | undefined> {
  const { rows } = await tx.query<{ id: number; player_row_id: number; player_id: string; tag: string }>(
    `select b.id, b.player_id as player_row_id, p.player_id, b.tag
       from greet_group_order b join greet_player p on p.id = b.player_id where ${where}${lock}`,
    [value],
  );
  const row = rows[0];
  return row && { id: row.id, playerRowId: row.player_row_id, playerId: row.player_id, tag: row.tag };
}

/** Writes a bulk greet order; answers its creation instant (ISO, UTC). */
export async function insertGroupOrder(tx: Queryable, playerRowId: number, email: string, tag: string, createdBy: string): Promise<string> {
  const { rows } = await tx.query<{ created_at: Date | string }>(
    'insert into greet_group_order (player_id, email, tag, created_by) values ($1, $2, $3, $4) returning created_at',
    [playerRowId, email, tag, createdBy],
  );
  const created = rows[0]?.created_at;
  if (created === undefined) throw new Error('the bulk greet order was not written');
  return new Date(created).toISOString();
}

interface VideoInfoRow {
  number: number;
  name: string;
  delivery_date: string | null;
  first_name: string;
  last_name: string;
  contact_name: string;
  player_id: string;
  upload_key: string;
  job_status: JobStatus;
  short_url: string;
}

/** The greet video info of the order of that number (002 §3), or undefined when it has no greet. */
export async function videoInfoOfOrder(db: Queryable, orderNumber: number): Promise<GreetVideoInfo | undefined> {
  const { rows } = await db.query<VideoInfoRow>(
    `select o.number, o.name, to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date, o.first_name, o.last_name, o.contact_name,
            p.player_id, p.upload_key::text as upload_key, p.job_status, p.short_url
       from shop_order o join greet_order g on g.order_id = o.id join greet_player p on p.id = g.player_id
      where o.number = $1`,
    [orderNumber],
  );
  const row = rows[0];
  return row && toVideoInfo(row);
}

function toVideoInfo(row: VideoInfoRow): GreetVideoInfo {
  return {
    orderId: row.number,
    playerId: row.player_id,
    videoUploadURL: uploadAddress(row.upload_key),
    orderDetails: {
      orderName: row.name,
      deliveryDate: row.delivery_date,
      recipient: { firstName: row.first_name, lastName: row.last_name },
      sender: splitName(row.contact_name),
    },
    videoDetails: { jobStatus: row.job_status, shortURL: row.short_url },
  };
}
