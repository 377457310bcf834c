import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { isSharedFile } from '../screens/shared/sharedDefinitionsPlugin.ts';
import { formSchemasOf, readDefinitionFiles, readEntitySchemas } from './screenForms.ts';
import { compileFormSchema, runtimeSpecifiers, validatorModuleCode, type CompiledForm } from './validatorModule.ts';

/** The module the form runtime imports: `{ [formId]: ValidatorFunctions }` (runtime/kinds/form/virtual-form-validators.d.ts). */
export const FORM_VALIDATORS_MODULE = 'virtual:form-validators';
const RESOLVED_ID = `\0${FORM_VALIDATORS_MODULE}`;

export interface FormValidatorsOptions {
  /** Folders (relative to the Vite root) whose `*.screen.json` forms are compiled. Default `['screens']`. */
  dirs?: string[];
}

interface Compiled {
  forms: CompiledForm[];
  problems: string[];
  files: string[];
}

/**
 * Compiles the JSON Schema of every form of every definition into plain validator functions at
 * build time (ajv standalone code), so the browser never compiles a schema: the console's
 * Content-Security-Policy allows no `unsafe-eval`, and ajv compiles with `new Function`.
 *
 * The module is rebuilt whenever it is loaded; compiled code is cached per schema text, so an edit
 * recompiles only the edited form. In dev, a changed, added or removed definition invalidates the
 * module and hot-updates its importers. A schema ajv cannot compile fails the build; in dev it is
 * reported and left out, so that form's modal says it has no validator.
 */
export function formValidatorsPlugin(options: FormValidatorsOptions = {}): Plugin {
  const dirs = options.dirs ?? ['screens'];
  const cache = new Map<string, string>();
  let root = process.cwd();
  let failOnProblems = false;

  const isDefinition = (file: string) => {
    const path = relative(root, file);
    if (file.endsWith('.schema.json') && (path.startsWith(`schemas${sep}entities${sep}`) || path.startsWith('schemas/entities/'))) return true;
    // A shared option set is written into the forms naming it.
    if (isSharedFile(file)) return true;
    return file.endsWith('.screen.json') && !path.startsWith('..') && !isAbsolute(path) && dirs.some((dir) => path.startsWith(`${dir}${sep}`) || path.startsWith(`${dir}/`));
  };

  async function compileAll(): Promise<Compiled> {
    const { files, problems } = await readDefinitionFiles(root, dirs);
    const forms: CompiledForm[] = [];
    for (const entry of formSchemasOf(files, await readEntitySchemas(root))) {
      const key = JSON.stringify(entry.schema);
      try {
        const code = cache.get(key) ?? compileFormSchema(entry.schema);
        cache.set(key, code);
        forms.push({ formId: entry.formId, code });
      } catch (error) {
        problems.push(`${entry.location}: cannot compile the form's validator (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    // Page forms derive their schema from the entity schemas: an edited entity recompiles them too.
    const entityDir = join(root, 'schemas/entities');
    const entityFiles = existsSync(entityDir) ? (await readdir(entityDir)).filter((file) => file.endsWith('.schema.json')).map((file) => join(entityDir, file)) : [];
    return { forms, problems, files: [...files.map((file) => join(root, file.file)), ...entityFiles] };
  }

  return {
    name: 'form-validators',
    async config(config, env) {
      if (env.command !== 'serve') return;
      // Let the dev server pre-bundle the CommonJS helpers the validators import, instead of
      // discovering them on the first form opened (which reloads the page).
      root = config.root ?? process.cwd();
      const { forms } = await compileAll();
      return { optimizeDeps: { include: runtimeSpecifiers(forms) } };
    },
    configResolved(config) {
      root = config.root;
      failOnProblems = config.command === 'build' && !config.build.watch;
    },
    resolveId(id) {
      return id === FORM_VALIDATORS_MODULE ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { forms, problems, files } = await compileAll();
      for (const file of files) this.addWatchFile(file);
      if (problems.length > 0) {
        const text = `Form validators:\n${problems.join('\n')}`;
        if (failOnProblems) this.error(text);
        else this.warn(text);
      }
      return validatorModuleCode(forms);
    },
    hotUpdate({ file, modules }) {
      if (!isDefinition(file)) return undefined;
      const graph = this.environment.moduleGraph;
      const validators = graph.getModuleById(RESOLVED_ID);
      if (!validators) return undefined;
      graph.invalidateModule(validators);
      return [...modules, validators];
    },
  };
}
