import { describe, expect, it } from 'vitest';
import { acceptsImages, firstImage, isImageFile, pastedFileName } from '../../runtime/kinds/form/imageFile';

describe('imageFile: what the file widget knows of images', () => {
  it('names a pasted image after its type', () => {
    expect(pastedFileName('image/png')).toBe('pasted-image.png');
    expect(pastedFileName('image/jpeg')).toBe('pasted-image.jpg');
    expect(pastedFileName('image/GIF')).toBe('pasted-image.gif');
    expect(pastedFileName('image/svg+xml')).toBe('pasted-image.svg');
    expect(pastedFileName('image/webp')).toBe('pasted-image.webp');
    expect(pastedFileName('text/plain')).toBeUndefined();
    expect(pastedFileName('')).toBeUndefined();
  });

  it("finds the first image among a clipboard's files", () => {
    expect(firstImage([{ type: 'text/plain' }, { type: 'image/png' }, { type: 'image/jpeg' }])).toEqual({ type: 'image/png' });
    expect(firstImage([{ type: 'application/pdf' }])).toBeUndefined();
  });

  it('tells an image by its type or its name, and an accept list offering images', () => {
    expect(isImageFile({ name: 'a.PNG', type: '' })).toBe(true);
    expect(isImageFile({ name: 'a', type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ name: 'orders.xlsx', type: 'application/vnd.ms-excel' })).toBe(false);
    expect(acceptsImages(['.JPG', '.pdf'])).toBe(true);
    expect(acceptsImages(['.xlsx', '.csv'])).toBe(false);
  });
});
