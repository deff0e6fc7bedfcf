/** The id of a body file from its path in an `import.meta.glob` result: `./bodies/<id>.txt`. */
export const bodyIdOf = (path: string): string => path.slice('./bodies/'.length, -'.txt'.length);

/** Bodies by id from an eager `import.meta.glob` of the body files. */
export const bodiesById = (files: Record<string, string>): ReadonlyMap<string, string> =>
  new Map(Object.entries(files).map(([path, body]) => [bodyIdOf(path), body]));
