/** What a kind's `screens:new` questions are asked with: the flags, the context they are checked against, the asking itself. */
import type { ScreenFile } from '../toolTypes.ts';
import type { Entity } from './entities.ts';
import { ScaffoldError, type CommonRequest } from './request.ts';

/** `screens:new`'s flags by name without dashes: a value, or true for a switch. */
export type Flags = ReadonlyMap<string, string | true>;

/** What the questions are checked against. */
export interface ScaffoldContext {
  root: string;
  /** Entity names of schemas/entities/. */
  entities: readonly string[];
  /** The definitions already in screens/. */
  screens: readonly ScreenFile[];
  loadEntity(name: string): Promise<Entity>;
}

/** One question of `screens:new`: its flag, how it is asked, and how its answer is read. */
export interface Question<T> {
  flag: string;
  question: string;
  /** Shown in the error when the flag is missing and nothing can be asked. */
  example?: string;
  /** Answer used when the flag is missing (asked: shown in brackets, taken on Enter). */
  fallback?: string;
  /** An empty answer or a missing flag means none. */
  optional?: boolean;
  parse(text: string): T | Promise<T>;
}

/** What a kind's questions (`scaffold.ask` in its tools.ts) are asked with, and what every request has. */
export interface KindQuestions {
  flags: Flags;
  context: ScaffoldContext;
  /** The route, title, menu entry, description and `force` every request has; `file` is asked after. */
  common: Pick<CommonRequest, 'route' | 'title' | 'label' | 'force' | 'group' | 'description'>;
  /** The flag's value, or the answer asked; none when optional and not given. */
  obtain: <T>(q: Question<T>) => Promise<T | undefined>;
  /** The same, refused when there is none. */
  need: <T>(q: Question<T>) => Promise<T>;
  /** A switch, asked as a yes or no. */
  yesNo: (flag: string, question: string) => Promise<boolean>;
}


/** `--entity`: one of schemas/entities/, asked with the names to choose from, and the entity read. */
export async function askEntity({ context, need }: Pick<KindQuestions, 'context' | 'need'>): Promise<{ name: string; entity: Entity }> {
  const name = await need({
    flag: 'entity',
    question: `Entity (${context.entities.join(', ')})`,
    example: '--entity warehouse',
    parse: (text) => {
      const given = text.trim();
      if (!context.entities.includes(given)) {
        throw new ScaffoldError(`--entity ${JSON.stringify(given)} is unknown: no schemas/entities/${given}.schema.json (known: ${context.entities.join(', ')})`);
      }
      return given;
    },
  });
  return { name, entity: await context.loadEntity(name) };
}
