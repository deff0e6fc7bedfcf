/**
 * A folder of body files (mini-markup text, `./bodies/<id>.txt` beside the module that globs
 * them): each body its own lazily loaded chunk, so that a page loads only the body it shows, and
 * the search corpus, every body in one chunk of its own, loaded on the first use of a search box.
 */

/** The id of a body file from its path in an `import.meta.glob` result: `./bodies/<id>.txt`. */
const bodyIdOf = (path: string): string => path.slice('./bodies/'.length, -'.txt'.length);

/** Bodies by id from an eager `import.meta.glob` of the body files (the corpus chunk). */
export const bodiesById = (files: Record<string, string>): ReadonlyMap<string, string> =>
  new Map(Object.entries(files).map(([path, body]) => [bodyIdOf(path), body]));

/**
 * `loaders`: the lazy `import.meta.glob` of the folder's body files; `loadCorpus`: the import of
 * the module that holds them all (`bodiesById` of an eager glob under a query of its own).
 */
export function bodyFolder(
  loaders: Record<string, () => Promise<string>>,
  loadCorpus: () => Promise<{ corpus: ReadonlyMap<string, string> }>,
) {
  /** The ids that have a body file. */
  const ids: readonly string[] = Object.keys(loaders).map(bodyIdOf);

  /** The body of one item, or undefined when there is no such body. */
  async function loadBody(id: string): Promise<string | undefined> {
    const load = loaders[`./bodies/${id}.txt`];
    return load ? load() : undefined;
  }

  /** The bodies of the given items (missing ones are left out). */
  async function loadBodies(wanted: readonly string[]): Promise<Map<string, string>> {
    const entries = await Promise.all(wanted.map(async (id) => [id, await loadBody(id)] as const));
    return new Map(
      entries.filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
    );
  }

  let all: Promise<ReadonlyMap<string, string>> | undefined;
  /** Every body by id: the search corpus. Loaded once; a failure lets the next call retry. */
  function loadAll(): Promise<ReadonlyMap<string, string>> {
    all ??= loadCorpus().then(
      (module) => module.corpus,
      (error: unknown) => {
        all = undefined;
        throw error;
      },
    );
    return all;
  }

  return { ids, loadBody, loadBodies, loadAll };
}
