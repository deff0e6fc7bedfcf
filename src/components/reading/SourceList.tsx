import type { SourceLink } from '../../content/types';
import { visuallyHidden } from '../../ui/theme/global.css';
import * as s from './reading.css';

/** 'Källor' under an article or a blog post: each source page, opened in a new tab. */
export function SourceList({ sources, id }: { sources: readonly SourceLink[]; id: string }) {
  if (sources.length === 0) return null;
  return (
    <section className={s.aside} aria-labelledby={id}>
      <h2 id={id} className={s.asideHeading}>
        Källor
      </h2>
      <ul className={s.plainList}>
        {sources.map((source) => (
          <li key={`${source.url}-${source.label}`}>
            {/* A plain anchor: the router-aware Link would rewrite an absolute URL. */}
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.label}
              <span className={visuallyHidden}> (öppnas i ny flik)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
