/** The content type of an image by its first bytes: JPEG (FF D8 FF) or PNG (the 8-byte signature); anything else undefined. */
export function imageTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | undefined {
  const starts = (signature: readonly number[]) => bytes.length > signature.length && signature.every((byte, index) => bytes[index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}
