/**
 * Every post body in one chunk: the search corpus, loaded on the first use of the search box.
 * One request and one module instead of one per body: on a phone slowed 4 × the hundred chunks'
 * requests and module starts held the main thread for about a second after the first keystroke.
 * The files are imported under their own query, so that they are modules of their own here and
 * a post page still loads only its own body (./bodies.ts).
 */
import { bodiesById } from '../bodyFiles';

export const corpus = bodiesById(
  import.meta.glob<string>('./bodies/*.txt', {
    query: '?raw&corpus',
    import: 'default',
    eager: true,
  }),
);
