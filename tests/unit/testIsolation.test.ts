import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TESTS_IN_OWN_GRAPH } from '../component/support/ownModuleGraphTests';

// Component and API test files share a module graph per worker (vitest.config.ts), unless a
// component file is listed: a file that mocks a module there would see the real module, or leave
// its mock to the files after it.
const testFiles = (folder: string) =>
  readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`);

const mocksAModule = (file: string) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'));

describe('test files sharing a module graph', () => {
  it('runs every component file that mocks a module in a module graph of its own', () => {
    expect(testFiles('tests/component').filter(mocksAModule).filter((file) => !COMPONENT_TESTS_IN_OWN_GRAPH.includes(file))).toEqual([]);
  });

  it('lists only component test files that exist', () => {
    expect(COMPONENT_TESTS_IN_OWN_GRAPH.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('has no API test that mocks a module', () => {
    expect(testFiles('tests/api').filter(mocksAModule)).toEqual([]);
  });
});
