import type { Plugin, ViteDevServer } from 'vite';
import { checkScreens, formatProblem, readScreenFiles } from './checkScreens.ts';
import { isSharedFile } from './shared/sharedDefinitionsPlugin.ts';
import { consoleCheckContext } from './consoleCheckContext.ts';

/** Every problem of the project's definitions, as `screens:check` prints them. */
export async function projectProblems(root: string): Promise<string[]> {
  const { files, problems } = await readScreenFiles(root);
  return [...problems, ...checkScreens(files, await consoleCheckContext(root))].map(formatProblem);
}

const HEADING = 'Broken screen definitions (npm run screens:check):';

/**
 * The problems once the edit has landed: an editor's save may be seen half-written (truncated,
 * then filled), which reads as invalid JSON; such a reading is taken again a moment later.
 */
async function settledProblems(root: string): Promise<string[]> {
  const problems = await projectProblems(root);
  if (!problems.some((problem) => problem.includes(': not valid JSON'))) return problems;
  await new Promise((resolve) => setTimeout(resolve, 250));
  return projectProblems(root);
}
const isDefinitionFile = (file: string) => file.endsWith('.screen.json') || isSharedFile(file) || /[\\/]schemas[\\/]/.test(file);

/**
 * The checker in the build and in the dev server. A build with a broken definition fails. In
 * `npm run dev`, an edited definition that breaks a rule shows the checker's messages over the
 * page (Vite's error overlay) instead of reloading into a broken screen; once fixed, the page
 * reloads as usual, keeping the session.
 */
export function screensCheckPlugin(root: string): Plugin {
  let latest: string[] = [];
  let checking: Promise<void> = Promise.resolve();
  const showProblems = (server: ViteDevServer) => {
    server.ws.send({ type: 'error', err: { message: `${HEADING}\n${latest.join('\n')}`, stack: '', plugin: 'screens-check' } });
  };
  return {
    name: 'screens-check',
    async buildStart() {
      latest = await projectProblems(root);
      if (latest.length > 0 && this.environment.mode === 'build') this.error(`${HEADING}\n${latest.join('\n')}`);
    },
    configureServer(server) {
      // A page opened while a definition is broken gets the messages as soon as it connects.
      server.ws.on('connection', () => {
        if (latest.length > 0) showProblems(server);
      });
    },
    async handleHotUpdate({ file, server }) {
      if (!isDefinitionFile(file)) return undefined;
      // One check at a time, in the order of the edits: a quick fix must see the break before it.
      const previous = checking;
      let done = () => {};
      checking = new Promise<void>((resolve) => (done = resolve));
      await previous;
      try {
        return await afterEdit(server);
      } finally {
        done();
      }
    },
  };

  async function afterEdit(server: ViteDevServer): Promise<[] | undefined> {
    const wasBroken = latest.length > 0;
    latest = await settledProblems(root);
    if (latest.length > 0) {
      showProblems(server);
      // Keep the page as it is under the messages: reloading would show a broken screen.
      return [];
    }
    if (!wasBroken) return undefined;
    // Fixed: reload the page (which clears the messages), whatever changed while it was broken.
    server.ws.send({ type: 'full-reload' });
    return [];
  }
}
