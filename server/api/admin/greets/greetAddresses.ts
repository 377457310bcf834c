/**
 * The simulated greet video service's names and addresses (002 §3 Greet video info): a player is
 * ten upper-case hexadecimal digits; its upload address and, once its video is made, its short
 * address are on the video service's hosts. Pure: the random parts are given.
 */

/** Where customers upload greet videos (the simulated video service). */
export const UPLOAD_BASE = 'https://greets.example.com/upload';
/** Where a made greet video plays. */
export const SHORT_BASE = 'https://grt.example.com';

/** The player ID made of five random bytes: '4F2A9C01BE'. */
export function playerIdOf(bytes: Uint8Array): string {
  if (bytes.length !== 5) throw new Error(`a player ID takes 5 bytes, got ${bytes.length}`);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();
}

/** A player ID as typed (' 4f2a9c01be ') as stored ('4F2A9C01BE'). */
export function storedPlayerId(typed: string): string {
  return typed.trim().toUpperCase();
}

/** The upload address of a player's upload key. */
export function uploadAddress(uploadKey: string): string {
  return `${UPLOAD_BASE}/${uploadKey}`;
}

/** The short address of a made video, named by its player: 'https://grt.example.com/4f2a9c01be'. */
export function shortAddress(playerId: string): string {
  return `${SHORT_BASE}/${playerId.toLowerCase()}`;
}

/** 'Ava Tremblay' → { firstName: 'Ava', lastName: 'Tremblay' }; the first word is the first name, the rest the last. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
