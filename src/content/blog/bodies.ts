/**
 * Blog bodies (mini-markup text files in ./bodies): each its own lazily loaded chunk, so that a
 * page loads only the body it shows; the search corpus is every body in one chunk (./corpus.ts).
 */
import { bodyFolder } from '../bodyFiles';

const folder = bodyFolder(
  import.meta.glob<string>('./bodies/*.txt', { query: '?raw', import: 'default' }),
  () => import('./corpus'),
);

/** The ids that have a body file. */
export const blogBodyIds = folder.ids;
/** The body of one post, or undefined when there is no such body. */
export const loadBlogBody = folder.loadBody;
/** The bodies of the given posts (missing ones are left out). */
export const loadBlogBodies = folder.loadBodies;
/** Every post body by id: the search corpus. Loaded once; a failure lets the next call retry. */
export const loadAllBlogBodies = folder.loadAll;
