import { describe, expect, it } from 'vitest';

describe('the Node the tests run on', () => {
  it('is Node 24 LTS or a later LTS line (npm install provides 24 on Linux: README)', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(24);
    // oidc-provider warns 'Unsupported runtime' on a release without an LTS name (or before 'Jod').
    expect(process.release.lts ?? '').toMatch(/^[K-Z]/);
  });
});
