/**
 * Article bodies (mini-markup text files in ./bodies): each its own lazily loaded chunk, so that a
 * page loads only the body it shows; the search corpus is every body in one chunk (./corpus.ts).
 */
import { bodyFolder } from '../bodyFiles';

const folder = bodyFolder(
  import.meta.glob<string>('./bodies/*.txt', { query: '?raw', import: 'default' }),
  () => import('./corpus'),
);

/** The ids that have a body file. */
export const articleBodyIds = folder.ids;
/** The body of one article, or undefined when there is no such body. */
export const loadArticleBody = folder.loadBody;
/** The bodies of the given articles (missing ones are left out). */
export const loadArticleBodies = folder.loadBodies;
/** Every article body by id: the search corpus. Loaded once; a failure lets the next call retry. */
export const loadAllArticleBodies = folder.loadAll;
