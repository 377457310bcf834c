import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetPageRenders } from './pageRender';

/** What the page handed to the browser to save: the anchor's name and the blob behind its object URL. */
export interface Saved {
  fileName: string;
  blob: Blob;
}

/**
 * For the tests of a page that saves files: the list of what it saved (by an object URL and an
 * anchor's click), emptied before each test; after each test the page is unmounted and the
 * stubs are undone. Call once at the top of a test file.
 */
export function capturePageDownloads(): Saved[] {
  const saved: Saved[] = [];
  beforeEach(() => {
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ fileName: this.download, blob });
    });
  });

  afterEach(() => {
    cleanup();
    resetPageRenders();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return saved;
}
