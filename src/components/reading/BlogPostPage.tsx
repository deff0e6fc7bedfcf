/**
 * One blog post, shared by /blog-post/{postId} and /blog/{blogId}: Back button, category, title,
 * excerpt, author and date, image, the body (where the word Faktureo becomes the sponsored
 * affiliate link) and the sources the post rests on. Editing UI comes in through `renderMeta`
 * and `bodyEditor`; by default the page only reads.
 */
import type { ReactNode } from 'react';
import { FAKTUREO_AFFILIATE } from '../../content/config';
import type { BlogPostMeta } from '../../content/types';
import { Link } from '../../ui/Link/Link';
import { formatSwedishDate } from '../../content/dates';
import { MiniMarkup, type MiniMarkupFacts } from '../MiniMarkup';
import { NotFoundSection, ReadingHeader } from './ReadingFrame';
import { AuthorBlock } from './Cards';
import { SourceList } from './SourceList';
import * as s from './reading.css';

/** The post's fields that can be edited where they are shown. */
export type EditableMetaField = 'title' | 'excerpt' | 'author';

export function BlogPostPage({
  post,
  body,
  facts,
  renderMeta = (_field, shown) => shown,
  bodyEditor,
}: {
  post: BlogPostMeta | undefined;
  body: string | undefined;
  /** The dated figures the body names and today's date (MiniMarkup's `facts`). */
  facts?: MiniMarkupFacts;
  /**
   * Renders the title, the excerpt and the author where the post shows them: the metadata editor
   * puts its Edit button and its form there. By default each is shown as it is; the reading view
   * itself never shows editing UI.
   */
  renderMeta?: (field: EditableMetaField, shown: ReactNode) => ReactNode;
  /** The body with its content editor; when given it replaces the plain rendering of `body`. */
  bodyEditor?: ReactNode;
}) {
  if (!post) return <NotFoundSection kind="blog" />;
  return (
    <article className={s.reading} aria-labelledby="post-title">
      <ReadingHeader kind="blog" category={post.category} image={post.image}>
        {renderMeta(
          'title',
          <h1 id="post-title" className={s.readingTitle}>
            {post.title}
          </h1>,
        )}
        {renderMeta('excerpt', <p className={s.readingLead}>{post.excerpt}</p>)}
        <div className={s.readingMeta}>
          {renderMeta('author', <AuthorBlock author={post.author} large />)}
          <time dateTime={post.date}>{formatSwedishDate(post.date)}</time>
        </div>
      </ReadingHeader>
      {bodyEditor !== undefined ? (
        bodyEditor
      ) : body === undefined ? (
        <p>Texten till det här inlägget kunde inte läsas in.</p>
      ) : (
        <MiniMarkup
          source={body}
          facts={facts}
          affiliate={FAKTUREO_AFFILIATE}
          className={s.prose}
        />
      )}
      {post.article ? (
        <p className={s.aside}>
          Hela genomgången finns i artikeln{' '}
          <Link to="/article/$articleId" params={{ articleId: post.article.id }}>
            {post.article.title}
          </Link>
          .
        </p>
      ) : null}
      <SourceList sources={post.sources} id="post-sources" />
      <p className={s.aside}>
        <Link to="/blog">Fler inlägg i Företagsbloggen</Link>
      </p>
    </article>
  );
}
