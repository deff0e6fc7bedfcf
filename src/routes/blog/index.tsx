import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../../content/site';
import { blogPosts } from '../../content/blog';
import { searchBlog } from '../../content/search';
import { excerpt } from '../../content/text';
import { BLOG_CATEGORIES } from '../../content/types';
import type { SearchFunction } from '../../machines/contentSearch';
import { Container } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { BlogPostCard } from '../../components/reading/Cards';
import { CategoryTiles } from '../../components/reading/CategoryTiles';
import {
  ResultsPanel,
  SearchBox,
  SearchField,
  SearchStatus,
  useContentSearch,
} from '../../components/reading/Search';
import * as s from '../../components/reading/reading.css';
import { applyStoredMeta } from '../../machines/shared/blogMeta';
import { useLogic } from '../-lib/useLogic';
import { validateSearchQuery } from '../-lib/search';
import { useActorRef, useSelector } from '@xstate/react';
import { blogSearchMachine } from '../../machines/contentSearch';
import { contentEditorMachine, type ContentEditorInput } from '../../machines/contentEditor';
import { PreviewEdit } from '../../components/editing/PreviewEdit';
import { blogMetaListMachine } from '../../machines/blogMetaList';

export const Route = createFileRoute('/blog/')({
  head: () => staticPageHead('/blog'),
  validateSearch: validateSearchQuery,
  component: BlogPage,
});

const RESULTS_ID = 'bloggsok-resultat';

const PREVIEW_INPUT: ContentEditorInput = {
  type: 'blog-post',
  contentId: 'bloggen',
  title: null,
  shipped: '',
  preview: true,
};

const POST_IDS = blogPosts.map((post) => post.id);
const POST_EXCERPTS = new Map(blogPosts.map((post) => [post.id, post.excerpt]));

const search: SearchFunction = (query, bodies) => searchBlog(blogPosts, bodies, query);

function BlogPage() {
  const logic = useLogic('blogSearch', blogSearchMachine);
  const actor = useContentSearch(logic, search, Route.useSearch().search);
  // Saved titles, excerpts and authors replace the shipped ones once they are read.
  const metaList = useActorRef(useLogic('blogMetaList', blogMetaListMachine), {
    input: { postIds: POST_IDS },
  });
  const stored = useSelector(metaList, (snapshot) => snapshot.context.stored);
  // The cards' Edit: one editor in preview mode for the whole list.
  const preview = useActorRef(useLogic('contentEditor', contentEditorMachine), {
    input: PREVIEW_INPUT,
  });
  return (
    <Container>
      <div className={s.landing}>
        <div className={s.section}>
          <header className={s.titleTile}>
            <h1 className={s.titleTileHeading}>Företagsbloggen</h1>
            <p className={s.titleTileLead}>
              Erfarna redovisningskonsulter, jurister och entreprenörer delar med sig av det de
              önskar att de hade vetat från start: om pengar, anställda, juridik och vardagen som
              egen företagare.
            </p>
          </header>

          <SearchBox action="/blog">
            <SearchField
              actor={actor}
              label="Sök i bloggen"
              placeholder="Sök artiklar, författare eller innehåll"
              resultsId={RESULTS_ID}
            />
            <SearchStatus actor={actor} />
            <ResultsPanel
              actor={actor}
              id={RESULTS_ID}
              size="blog"
              renderHit={(hit) => (
                <>
                  <Link
                    to="/blog-post/$postId"
                    params={{ postId: hit.id }}
                    unstyled
                    className={`${s.resultLink} ${s.titleLink}`}
                  >
                    {stored[hit.id]?.title ?? hit.title}
                  </Link>
                  <span className={s.resultMeta}>
                    {excerpt(stored[hit.id]?.excerpt ?? POST_EXCERPTS.get(hit.id) ?? '')}
                  </span>
                </>
              )}
            />
          </SearchBox>

          <nav aria-labelledby="bloggkategorier">
            <h2 id="bloggkategorier" className={s.sectionHeading}>
              Kategorier
            </h2>
            <CategoryTiles
              categories={BLOG_CATEGORIES}
              palette="blog"
              label="Bloggkategorier"
              renderTile={(category, className) => (
                <Link
                  to="/category/$categoryName"
                  params={{ categoryName: category }}
                  unstyled
                  className={className}
                >
                  {category}
                </Link>
              )}
            />
          </nav>
        </div>

        <section className={s.section} aria-labelledby="senaste-inlagg">
          <h2 id="senaste-inlagg" className={s.sectionHeading}>
            Senaste inläggen
          </h2>
          <ul className={s.cardGrid}>
            {blogPosts.map((post) => (
              <li key={post.id} className={s.cardItem}>
                <BlogPostCard
                  post={applyStoredMeta(post, stored[post.id])}
                  editControl={<PreviewEdit actor={preview} postTitle={post.title} />}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Container>
  );
}
