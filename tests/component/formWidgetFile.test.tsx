// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FileStore } from '../../runtime/kinds/form/types';
import { axeViolations, widgetForm } from './formWidgetHarness';

afterEach(cleanup);

const kept = new Map<string, File>();
const files: FileStore = { get: (field) => kept.get(field), set: (field, file) => void (file ? kept.set(field, file) : kept.delete(field)) };
const form = widgetForm({
  definition: {
    title: 'Manual fulfilment',
    endpoint: 'x',
    schema: { type: 'object', properties: { image: { type: 'string', title: 'Image' }, sheet: { type: 'string', title: 'Sheet' } } },
    ui: {
      image: { widget: 'file', accept: ['.jpg', '.jpeg', '.png'], maxBytes: 1000, preview: true, paste: true },
      sheet: { widget: 'file', accept: ['.xlsx'], maxBytes: 1000 },
    },
    messages: { image: { accept: 'Only jpg, jpeg and png images', maxBytes: 'The image is too large' } },
  },
  context: { files },
});

const png = (name = 'photo.png', bytes = 8) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const paste = (target: Element, file: File) => fireEvent.paste(target, { clipboardData: { files: [file], items: [] } });

describe('file widget with preview and paste', () => {
  it('shows a chosen image as a data: URL preview named after the file, and Remove image clears it', async () => {
    const { container } = render(<form.Harness />);
    const input = screen.getByLabelText('Image');
    fireEvent.change(input, { target: { files: [png()] } });
    const preview = await screen.findByRole('img', { name: 'Preview of photo.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(form.latest().image).toBe('photo.png');
    expect(kept.get('image')?.name).toBe('photo.png');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(form.latest().image).toBeUndefined();
    expect(kept.has('image')).toBe(false);
    expect(document.activeElement).toBe(input);
  });

  it("takes an image pasted on the field or on its 'Paste an image' zone, named pasted-image.<ext>", async () => {
    render(<form.Harness />);
    const zone = screen.getByRole('group', { name: 'Paste an image' });
    expect(zone.getAttribute('tabindex')).toBe('0');
    paste(zone, png('image.png'));
    expect(await screen.findByRole('img', { name: 'Preview of pasted-image.png' })).toBeTruthy();
    expect(form.latest().image).toBe('pasted-image.png');
    expect(kept.get('image')?.type).toBe('image/png');
    paste(screen.getByLabelText('Image'), new File([new Uint8Array(4)], 'x', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Preview of pasted-image.jpg' })).toBeTruthy();
    expect(form.latest().image).toBe('pasted-image.jpg');
  });

  it("refuses a GIF, pasted or chosen, and an image over the size, with the field's messages, keeping nothing", async () => {
    render(<form.Harness />);
    const input = screen.getByLabelText('Image');
    fireEvent.change(input, { target: { files: [png()] } });
    await screen.findByRole('img', { name: 'Preview of photo.png' });
    paste(input, new File([new Uint8Array(4)], 'anim.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('Only jpg, jpeg and png images');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(form.latest().image).toBeUndefined();
    expect(kept.has('image')).toBe(false);
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(4)], 'anim.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toBe('Only jpg, jpeg and png images');
    fireEvent.change(input, { target: { files: [png('big.png', 2000)] } });
    expect(screen.getByRole('alert').textContent).toBe('The image is too large');
    expect(form.latest().image).toBeUndefined();
  });

  it('leaves a file field without preview or paste as it was: no zone, no preview, a pasted image ignored', () => {
    render(<form.Harness />);
    const sheet = screen.getByLabelText('Sheet');
    paste(sheet, png());
    expect(form.latest().sheet).toBeUndefined();
    fireEvent.change(sheet, { target: { files: [new File(['x'], 'orders.xlsx')] } });
    expect(form.latest().sheet).toBe('orders.xlsx');
    expect(screen.queryAllByRole('group', { name: 'Paste an image' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
  });
});
