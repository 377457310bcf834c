/** The content type of an image by its first bytes: JPEG (FF D8 FF) or PNG (the 8-byte signature); anything else undefined. */
export function imageTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | undefined {
  const starts = (signature: readonly number[]) => bytes.length > signature.length && signature.every((byte, index) => bytes[index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}

/** The pixels a delivery image may hold: a phone photo has 12 to 50 million; decoded, each takes 4 bytes. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * The width and height an image declares (PNG: its IHDR; JPEG: its first frame header), read
 * without decoding it; undefined when the bytes hold none (a cut or damaged file).
 */
export function imageSizeOf(bytes: Uint8Array, type: 'image/jpeg' | 'image/png'): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/png') {
    // The signature (8), the IHDR chunk's length (4) and type (4), then width and height.
    if (bytes.byteLength < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let at = 2;
  while (at + 9 < bytes.byteLength) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC): precision (1), height (2), width (2).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/** Why an image is refused by the pixels it declares (naming the limit), or undefined when it is within it. */
export function imageSizeProblem(bytes: Uint8Array, type: 'image/jpeg' | 'image/png'): string | undefined {
  // No size declared: no browser decodes it into anything (a damaged file shows as a broken image).
  const size = imageSizeOf(bytes, type);
  if (!size) return undefined;
  const pixels = size.width * size.height;
  if (pixels > MAX_IMAGE_PIXELS) {
    return `is ${size.width} × ${size.height} pixels (${Math.round(pixels / 1_000_000)} million), more than ${MAX_IMAGE_PIXELS / 1_000_000} million pixels, the most a delivery image may hold`;
  }
  return undefined;
}
