import JSZip from 'jszip';

/**
 * The one reader of uploaded zip archives (.xlsx workbooks, .docx documents): what an archive
 * may inflate to is checked before anything reads it, so a small upload cannot make the server
 * inflate gigabytes (a 49 KB workbook whose one cell inflates to 50 MB):
 * 1. the central directory, read from the bytes themselves: the number of entries and the sizes
 *    they declare (zip64 archives, whose sizes need more than 32 bits, are over every limit here);
 * 2. every entry inflated as a stream with a ceiling (its declared size, and what is left of the
 *    total), stopping the moment it passes it: an entry whose declared size lies is refused;
 * 3. the longest text between markup characters of every XML entry (a cell's, a paragraph run's).
 * The inflating goes chunk by chunk through the event loop, so the server answers other requests
 * meanwhile. A refusal is `unreadable` (not an archive at all, cut short, corrupt) or `limit`
 * (over one of `ArchiveLimits`, its sentence naming the limit).
 */
export interface ArchiveLimits {
  /** Entries (files and folders) the archive may hold. */
  maxEntries: number;
  /** Bytes all entries may inflate to together. */
  maxInflatedBytes: number;
  /** Characters one text between XML markup may hold (Excel's own cell limit is 32,767). */
  maxTextChars: number;
  /** How such a text is named in the refusal ('one cell'). */
  textName: string;
}

export type ArchiveReading =
  | { ok: true; entries: ReadonlyMap<string, Uint8Array> }
  | { ok: false; kind: 'unreadable' | 'limit'; problem: string };

const MIB = 1024 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const ZIP64 = 0xffffffff;

/** A byte count as people read it: '20 MiB', '512 KiB', '300 bytes'. */
export function sizeText(bytes: number): string {
  if (bytes >= MIB) return `${Math.round((bytes / MIB) * 10) / 10} MiB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KiB`;
  return `${bytes} bytes`;
}

const unreadable = (problem: string): ArchiveReading => ({ ok: false, kind: 'unreadable', problem });
const overLimit = (problem: string): ArchiveReading => ({ ok: false, kind: 'limit', problem });
const TOO_MUCH = (limits: ArchiveLimits) => `it inflates to more than ${sizeText(limits.maxInflatedBytes)}, the most an upload may inflate to`;

interface DeclaredEntry {
  name: string;
  size: number;
}

type Directory = { ok: true; entries: DeclaredEntry[] } | { ok: false; reading: ArchiveReading };

/** The entries the central directory declares, read from the bytes (no inflating). */
export function readCentralDirectory(bytes: Uint8Array, limits: ArchiveLimits): Directory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  const earliest = Math.max(0, bytes.byteLength - END_RECORD_BYTES - 0xffff);
  for (let at = bytes.byteLength - END_RECORD_BYTES; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return { ok: false, reading: unreadable('it is not a complete zip archive (cut short, or not an archive at all)') };
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryStart === ZIP64 || directorySize === ZIP64) return { ok: false, reading: overLimit(`it is a zip64 archive, over ${sizeText(limits.maxInflatedBytes)} inflated, the most an upload may inflate to`) };
  if (count > limits.maxEntries) return { ok: false, reading: overLimit(`it holds ${count} files, more than ${limits.maxEntries}, the most an upload may hold`) };
  if (directoryStart + directorySize > end) return { ok: false, reading: unreadable('its table of contents is cut short or damaged') };
  const entries: DeclaredEntry[] = [];
  let at = directoryStart;
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return { ok: false, reading: unreadable('its table of contents is cut short or damaged') };
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (size === ZIP64) return { ok: false, reading: overLimit(`${name} inflates to over 4 GiB, more than ${sizeText(limits.maxInflatedBytes)}, the most an upload may inflate to`) };
    total += size;
    if (total > limits.maxInflatedBytes) return { ok: false, reading: overLimit(TOO_MUCH(limits)) };
    entries.push({ name, size });
    at += 46 + skip;
  }
  return { ok: true, entries };
}

type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; over: true } | { ok: false; over: false };

/** The entry's bytes inflated as a stream, or `over` the moment they pass `ceiling` (inflating stops there). */
export function inflateWithCeiling(entry: JSZip.JSZipObject, ceiling: number): Promise<Inflated> {
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > ceiling) {
        // Nothing more is read: the inflating stops with what it holds.
        stream.pause();
        stream.removeAllListeners();
        stream.on('error', () => undefined);
        resolve({ ok: false, over: true });
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', () => resolve({ ok: false, over: false }));
    stream.on('end', () => {
      const bytes = new Uint8Array(size);
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.byteLength;
      }
      resolve({ ok: true, bytes });
    });
  });
}

const LT = 0x3c;
const GT = 0x3e;

/** The characters of the longest text between markup characters ('<', '>') of XML bytes. */
export function longestText(xml: Uint8Array, atLeast: number): number {
  let longest = 0;
  let start = 0;
  const measure = (from: number, to: number) => {
    if (to - from <= Math.max(longest, atLeast)) return;
    // Bytes over the limit: count what they say (UTF-8, entities as one character each).
    const text = new TextDecoder().decode(xml.subarray(from, to)).replace(/&(?:#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, '_');
    longest = Math.max(longest, [...text].length);
  };
  for (let at = 0; at < xml.byteLength; at += 1) {
    const byte = xml[at];
    if (byte === LT || byte === GT) {
      measure(start, at);
      start = at + 1;
    }
  }
  measure(start, xml.byteLength);
  return longest;
}

/**
 * Every entry of the archive inflated, within `limits`, or why not (see the file's comment).
 * Nothing is inflated beyond what the limits allow.
 */
export async function readBoundedArchive(bytes: Uint8Array, limits: ArchiveLimits): Promise<ArchiveReading> {
  const directory = readCentralDirectory(bytes, limits);
  if (!directory.ok) return directory.reading;
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return unreadable('it is not a readable zip archive');
  }
  const declared = new Map(directory.entries.map((entry) => [entry.name, entry.size] as const));
  const entries = new Map<string, Uint8Array>();
  let left = limits.maxInflatedBytes;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const size = declared.get(entry.name);
    if (size === undefined) return unreadable(`${entry.name} is missing from its table of contents`);
    const inflated = await inflateWithCeiling(entry, Math.min(size, left));
    if (!inflated.ok) {
      if (!inflated.over) return unreadable(`${entry.name} cannot be inflated (the archive is damaged)`);
      return size <= left
        ? overLimit(`${entry.name} inflates to more than the ${sizeText(size)} it declares`)
        : overLimit(TOO_MUCH(limits));
    }
    left -= inflated.bytes.byteLength;
    if (entry.name.toLowerCase().endsWith('.xml') && longestText(inflated.bytes, limits.maxTextChars) > limits.maxTextChars) {
      const most = limits.maxTextChars.toLocaleString('en-CA');
      return overLimit(`${limits.textName} holds more than ${most} characters, the most ${limits.textName} may hold`);
    }
    entries.set(entry.name, inflated.bytes);
  }
  return { ok: true, entries };
}
