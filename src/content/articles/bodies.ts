/**
 * Article bodies (mini-markup text files). Each body is its own lazily loaded chunk: a page loads
 * only the body it shows, and the search corpus is loaded on the first use of a search box.
 */
import { bodyIdOf } from '../bodyFiles';

const loaders = import.meta.glob<string>('./bodies/*.txt', { query: '?raw', import: 'default' });

const bodyPath = (id: string): string => `./bodies/${id}.txt`;

/** The ids that have a body file. */
export const articleBodyIds: readonly string[] = Object.keys(loaders).map(bodyIdOf);

/** The body of one article, or undefined when there is no such body. */
export async function loadArticleBody(id: string): Promise<string | undefined> {
  const load = loaders[bodyPath(id)];
  return load ? load() : undefined;
}

/** The bodies of the given articles (missing ones are left out). */
export async function loadArticleBodies(ids: readonly string[]): Promise<Map<string, string>> {
  const entries = await Promise.all(
    ids.map(async (id) => [id, await loadArticleBody(id)] as const),
  );
  return new Map(
    entries.filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
}

let allBodies: Promise<ReadonlyMap<string, string>> | undefined;

/**
 * Every article body by id: the search corpus, in one chunk (./corpus.ts). Loaded once; a failure
 * lets the next call retry.
 */
export function loadAllArticleBodies(): Promise<ReadonlyMap<string, string>> {
  allBodies ??= import('./corpus').then(
    (module) => module.corpus,
    (error: unknown) => {
      allBodies = undefined;
      throw error;
    },
  );
  return allBodies;
}
