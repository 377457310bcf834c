import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/frontEnd';

/** The file widget's image preview is a `data:` URL: the page's policy must allow those images, and never `blob:` ones. */
describe("the console's CSP and the image preview", () => {
  it('allows data: images and no blob: anything', () => {
    const policy = contentSecurityPolicy(['https://admin.example']);
    const img = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('img-src '));
    expect(img?.split(' ')).toContain('data:');
    expect(policy).not.toContain('blob:');
  });
});
