import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breaches, cycles, goneImports, importGraph, without, type KnownImport } from './support/importGraph';

/**
 * Which folder may reach which: read from the sources themselves (tests/unit/support/importGraph.ts),
 * over every import a file makes and every file those reach in turn (type-only imports and
 * `import()` included), not only its direct imports.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const graph = importGraph(root, ['runtime', 'src', 'server', 'scripts', 'shared']);

/**
 * The one list of known breaches: the tools files of the capabilities under runtime/ (`tools.ts`,
 * `toolRegistry.ts`, `toolParts.ts`) still import the checker, diff and scaffold code of scripts/,
 * which imports the registries of runtime/ back: a cycle across the two folders, through which
 * runtime/ also reaches src/. The kinds' tools take their `KindTools` type from the registry that
 * imports them. Issue 31 moves each capability's tools into its folder and the generic machinery
 * below the capabilities, which removes these imports; until then each is listed here, and each is
 * asserted to exist still, so the list can only shrink.
 */
const TOOLS_MOVE_PENDING: ReadonlyArray<readonly [from: string, to: readonly string[]]> = [
  ['runtime/kinds/catalogue/tools.ts', ['runtime/kinds/toolRegistry.ts', 'scripts/screens/scaffold/buildScreen.ts']],
  ['runtime/kinds/dashboard/tools.ts', ['runtime/kinds/toolRegistry.ts', 'scripts/screens/scaffold/buildScreen.ts']],
  ['runtime/kinds/form/widgets/checkboxes/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/form/widgets/cron/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/form/widgets/date/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts']],
  ['runtime/kinds/form/widgets/dates/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/form/widgets/file/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/form/widgets/lookupMultiSelect/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/form/widgets/lookupSelect/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/form/widgets/radio/tools.ts', ['scripts/screens/diff/facts.ts']],
  ['runtime/kinds/form/widgets/select/tools.ts', ['scripts/screens/diff/facts.ts']],
  ['runtime/kinds/form/widgets/tags/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/form/widgets/text/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/form/widgets/textarea/tools.ts', ['scripts/screens/diff/facts.ts']],
  ['runtime/kinds/form/widgets/time/tools.ts', ['scripts/screens/diff/json.ts']],
  ['runtime/kinds/form/widgets/toolRegistry.ts', ['scripts/screens/diff/json.ts']],
  ['runtime/kinds/form/widgets/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/grid/tools.ts', ['runtime/kinds/toolRegistry.ts', 'scripts/forms/screenForms.ts', 'scripts/screens/gridRules.ts', 'scripts/screens/scaffold/buildScreen.ts', 'scripts/screens/scaffold/kindQuestions.ts']],
  ['runtime/kinds/page/blocks/cards/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts', 'scripts/screens/templateRules.ts']],
  ['runtime/kinds/page/blocks/custom/tools.ts', ['scripts/screens/customBlockRules.ts', 'scripts/screens/diff/customBlock.ts', 'scripts/screens/diff/facts.ts', 'scripts/screens/jsonPointer.ts', 'scripts/screens/templateRules.ts']],
  ['runtime/kinds/page/blocks/disclosures/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/page/blocks/form/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts', 'scripts/screens/diff/pageForms.ts', 'scripts/screens/fieldMessageRules.ts', 'scripts/screens/initialRules.ts', 'scripts/screens/scaffold/entities.ts', 'scripts/screens/scaffold/text.ts']],
  ['runtime/kinds/page/blocks/grid/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/gridBlock.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts', 'scripts/screens/gridBlockRules.ts']],
  ['runtime/kinds/page/blocks/links/tools.ts', ['scripts/screens/configLinkNames.ts', 'scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts', 'scripts/screens/outcomeRules.ts', 'scripts/screens/pageChecks.ts']],
  ['runtime/kinds/page/blocks/notice/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/page/blocks/result/tools.ts', ['scripts/screens/diff/conditions.ts', 'scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts', 'scripts/screens/outcomeRules.ts', 'scripts/screens/pageChecks.ts', 'scripts/screens/templateRules.ts']],
  ['runtime/kinds/page/blocks/status/tools.ts', ['scripts/screens/diff/conditions.ts', 'scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts', 'scripts/screens/domainRuleNames.ts']],
  ['runtime/kinds/page/blocks/tabs/tools.ts', ['scripts/screens/diff/facts.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/markdown.ts']],
  ['runtime/kinds/page/blocks/toolParts.ts', ['scripts/screens/diff/json.ts', 'scripts/screens/diff/model.ts', 'scripts/screens/pageChecks.ts', 'scripts/screens/scaffold/entities.ts']],
  ['runtime/kinds/page/tools.ts', ['runtime/kinds/toolRegistry.ts', 'scripts/forms/screenForms.ts', 'scripts/screens/diff/blocks.ts', 'scripts/screens/jsonPointer.ts', 'scripts/screens/navigationRules.ts', 'scripts/screens/pageRules.ts', 'scripts/screens/scaffold/buildScreen.ts', 'scripts/screens/scaffold/kindQuestions.ts']],
  ['runtime/kinds/toolRegistry.ts', ['scripts/forms/screenForms.ts', 'scripts/screens/diff/json.ts', 'scripts/screens/diff/model.ts', 'scripts/screens/entityFields.ts', 'scripts/screens/navigationRules.ts', 'scripts/screens/scaffold/entities.ts', 'scripts/screens/scaffold/kindQuestions.ts', 'scripts/screens/scaffold/request.ts']],
];
const knownBreaches: KnownImport[] = TOOLS_MOVE_PENDING.flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
const walked = without(graph, knownBreaches);

const under = (...folders: string[]) => (file: string) => folders.some((folder) => file.startsWith(`${folder}/`));
/** A capability's tools: read by the tools (scripts/) only, never by the app. */
const isTools = (file: string) => file.startsWith('runtime/') && /(^|\/)(tools|toolRegistry|toolParts)\.ts$/.test(file);

describe('layering', () => {
  it('every known breach still exists: the list only shrinks', () => {
    expect(goneImports(graph, knownBreaches)).toEqual([]);
  });

  it('nothing under runtime/ reaches src/ or scripts/, even through other files', () => {
    expect(breaches(walked, under('runtime'), under('src', 'scripts'))).toEqual([]);
  });

  it('the server reaches nothing of src/, and of runtime/ only the types generated from the schemas', () => {
    const forbidden = (file: string) => file.startsWith('src/') || (file.startsWith('runtime/') && !file.startsWith('runtime/generated/'));
    expect(breaches(walked, under('server'), forbidden)).toEqual([]);
  });

  it('shared/ (what the server and the console share) reaches only shared/', () => {
    expect(breaches(walked, under('shared'), (file) => !file.startsWith('shared/'))).toEqual([]);
  });

  it("the app never reaches a capability's tools or scripts/, so the browser never carries checker or diff code", () => {
    const isApp = (file: string) => under('runtime', 'src')(file) && !isTools(file);
    expect(breaches(walked, isApp, (file) => isTools(file) || file.startsWith('scripts/'))).toEqual([]);
  });

  it('no import cycle in runtime/, scripts/, src/ or server/ (type-only imports and import() included)', () => {
    expect(cycles(walked, under('runtime', 'scripts', 'src', 'server', 'shared'))).toEqual([]);
  });

  it('the page configuration element id is one constant in shared/, read by the server and the console', () => {
    const readers = graph.files.filter((file) => graph.importsOf(file).some(({ to }) => to === 'shared/configElement.ts'));
    expect(readers).toEqual(expect.arrayContaining(['server/frontEnd.ts', 'runtime/config/loadConfig.ts']));
  });

  it("no code tests a block kind by its name outside that block kind's own folder: it asks the registries", () => {
    const tests = /\.block\s*[!=]==\s*'([a-z]+)'|case '(form|result|cards|tabs|status|grid|custom|links|disclosures|notice)'/g;
    const ownFolder = (file: string) => /^runtime\/kinds\/page\/blocks\/([a-zA-Z]+)\//.exec(file)?.[1];
    const branching = graph.files
      .filter(under('runtime', 'src', 'scripts'))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            [...line.matchAll(tests)].some((match) => (match[1] ?? match[2]) !== ownFolder(file)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(branching).toEqual([]);
  });
});
