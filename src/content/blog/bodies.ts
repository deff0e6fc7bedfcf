/**
 * Blog post bodies (mini-markup text files). Each body is its own lazily loaded chunk: a post page
 * loads only its own body, and the search corpus is loaded on the first use of the search box.
 */
import { bodyIdOf } from '../bodyFiles';

const loaders = import.meta.glob<string>('./bodies/*.txt', { query: '?raw', import: 'default' });

const bodyPath = (id: string): string => `./bodies/${id}.txt`;

/** The ids that have a body file. */
export const blogBodyIds: readonly string[] = Object.keys(loaders).map(bodyIdOf);

/** The body of one post, or undefined when there is no such body. */
export async function loadBlogBody(id: string): Promise<string | undefined> {
  const load = loaders[bodyPath(id)];
  return load ? load() : undefined;
}

/** The bodies of the given posts (missing ones are left out). */
export async function loadBlogBodies(ids: readonly string[]): Promise<Map<string, string>> {
  const entries = await Promise.all(ids.map(async (id) => [id, await loadBlogBody(id)] as const));
  return new Map(
    entries.filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
}

let allBodies: Promise<ReadonlyMap<string, string>> | undefined;

/**
 * Every post body by id: the search corpus, in one chunk (./corpus.ts). Loaded once; a failure
 * lets the next call retry.
 */
export function loadAllBlogBodies(): Promise<ReadonlyMap<string, string>> {
  allBodies ??= import('./corpus').then(
    (module) => module.corpus,
    (error: unknown) => {
      allBodies = undefined;
      throw error;
    },
  );
  return allBodies;
}
