import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { described, describedHead } from '../../content/site';
import type { StoredMetaByPost } from '../../content/blog/meta';
import { excerpt } from '../../content/text';
import { BLOG_CATEGORIES, BLOG_TILES_STAGGERED } from '../../content/types';
import { Container } from '../../ui/Layout/Layout';
import { PostTitleLink } from '../../components/reading/links';
import { CategoryTiles } from '../../components/reading/CategoryTiles';
import {
  GatedSearchFields,
  SearchBox,
  type ResultsPanelProps,
} from '../../components/reading/SearchBox';
import * as s from '../../components/reading/reading.css';
import { useEditorWanted } from '../../pages/useEditorWanted';
import { validateSearchQuery } from '../../pages/search';
import { lazyModule } from '../../components/useLazyActor';
import { useLazySearch } from '../../pages/lazySearch';
import { preloadablePart } from '../../pages/PrerenderedPart';
import { useLazyLogic } from '../../pages/useLazyLogic';

/**
 * The cards of every post: a reader's prerendered /blog keeps them as they are, so its start-up
 * loads neither their code nor the posts' metadata.
 */
const cards = preloadablePart(async () => (await import('./-components/BlogCards')).default);

export const Route = createFileRoute('/blog/')({
  head: describedHead('/blog'),
  validateSearch: validateSearchQuery,
  loader: async () => {
    await cards.preload();
    return described(
      'Företagsbloggen: redovisningskonsulter, jurister och entreprenörer om pengar, anställda, juridik och vardagen som egen företagare.',
    );
  },
  // The loader (and with it the description) comes with the page's code, not with every page's
  // start-up.
  codeSplitGroupings: [['loader', 'component']],
  component: BlogPage,
});

/** The search: its machine and its results panel, loaded with the field's first focus. */
const liveSearch = lazyModule(() => import('./-components/LiveBlogSearch'));
/** The cards' stored metadata and 'Edit': only for a visitor whose pages load the editors. */
const liveEditors = lazyModule(() => import('./-components/LiveBlogEditors'));

const RESULTS_ID = 'bloggsok-resultat';
const CARDS_ID = 'bloggkort';
const NO_STORED: StoredMetaByPost = {};

function BlogPage() {
  const queryFromAddress = Route.useSearch().search;
  const search = useLazySearch('blogSearch', liveSearch, queryFromAddress);
  const { live } = search;
  const editorWanted = useEditorWanted();
  const metaList = useLazyLogic('blogMetaList', liveEditors, {
    machine: (loaded) => loaded.blogMetaListMachine,
    input: (loaded) => loaded.metaListInput,
    when: editorWanted,
  }).live;
  const preview = useLazyLogic('contentEditor', liveEditors, {
    machine: (loaded) => loaded.contentEditorMachine,
    input: (loaded) => loaded.previewInput,
    when: editorWanted,
  }).live;
  // Saved titles, excerpts and authors replace the shipped ones once they are read.
  const stored = useSelector(metaList?.actor, (snapshot) => snapshot?.context.stored) ?? NO_STORED;
  // A hit: the post's title (a saved one replaces it) and the passage around the match.
  const renderHit = useCallback<ResultsPanelProps['renderHit']>(
    (hit, parts) => (
      <>
        <PostTitleLink postId={hit.id} className={s.resultLink}>
          {stored[hit.id]?.title ?? parts.title}
        </PostTitleLink>
        <span className={s.resultMeta}>
          {parts.excerpt ?? excerpt(stored[hit.id]?.excerpt ?? hit.excerpt ?? '')}
        </span>
      </>
    ),
    [stored],
  );
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
            <GatedSearchFields
              gate={search}
              label="Sök i bloggen"
              placeholder="Sök artiklar, författare eller innehåll"
              resultsId={RESULTS_ID}
            />
            {live ? (
              <live.module.Panel
                actor={live.actor}
                id={RESULTS_ID}
                size="blog"
                renderHit={renderHit}
              />
            ) : null}
          </SearchBox>

          <nav aria-labelledby="bloggkategorier">
            <h2 id="bloggkategorier" className={s.sectionHeading}>
              Kategorier
            </h2>
            <CategoryTiles
              categories={BLOG_CATEGORIES}
              palette="blog"
              staggered={BLOG_TILES_STAGGERED}
              label="Bloggkategorier"
            />
          </nav>
        </div>

        <section className={s.section} aria-labelledby="senaste-inlagg">
          <h2 id="senaste-inlagg" className={s.sectionHeading}>
            Senaste inläggen
          </h2>
          {metaList && preview ? (
            <div id={CARDS_ID}>
              <preview.module.EditableBlogCards stored={stored} preview={preview.actor} />
            </div>
          ) : (
            <cards.PrerenderedPart id={CARDS_ID} />
          )}
        </section>
      </div>
    </Container>
  );
}
