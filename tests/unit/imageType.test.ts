import { describe, expect, it } from 'vitest';
import { imageTypeOf } from '../../server/api/admin/orders/imageType';

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0]);

describe('image type by its bytes', () => {
  it('knows JPEG and PNG', () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
  });

  it('refuses GIF, WebP, text, a cut-off signature and nothing', () => {
    expect(imageTypeOf(new TextEncoder().encode('GIF89a......'))).toBeUndefined();
    expect(imageTypeOf(new TextEncoder().encode('RIFF....WEBPVP8 '))).toBeUndefined();
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff]))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });
});
