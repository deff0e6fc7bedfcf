import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../content/site';
import { blogPosts } from '../../content/blog';
import { matchesCategory } from '../../content/search';
import { validateSearchQuery } from '../../pages/search';
import { BlogPostCard } from '../../components/reading/Cards';
import { CategoryListPage } from '../../components/reading/CategoryListPage';
import { applyStoredMeta } from '../../machines/shared/blogMeta';
import { useLogic } from '../../pages/useLogic';
import { useActorRef, useSelector } from '@xstate/react';
import { blogMetaListMachine } from '../../machines/blogMetaList';
import { blogCategoryMachine } from '../../machines/categoryList';

/** A blog category: its blog posts, whose cards open /blog-post/{id}. */
// Path params arrive decoded by the router; a malformed %-escape matches no route, so it shows
// the 404 page ('Sidan kunde inte hittas') instead of crashing.
export const Route = createFileRoute('/category/$categoryName')({
  head: ({ match, params }) =>
    pageHead(match.pathname, `Blogginlägg inom kategorin ${params.categoryName} på Startklar.`),
  validateSearch: validateSearchQuery,
  component: RoutePage,
});

/** Every post's metadata is read once: the route stays mounted when the category changes. */
const POST_IDS = blogPosts.map((post) => post.id);

function RoutePage() {
  const { categoryName } = Route.useParams();
  const { search } = Route.useSearch();
  const logic = useLogic('blogCategory', blogCategoryMachine);
  const items = blogPosts.filter((post) => matchesCategory(post.category, categoryName));
  // Saved titles, excerpts and authors replace the shipped ones once they are read.
  const metaList = useActorRef(useLogic('blogMetaList', blogMetaListMachine), {
    input: { postIds: POST_IDS },
  });
  const stored = useSelector(metaList, (snapshot) => snapshot.context.stored);
  return (
    <CategoryListPage
      key={categoryName}
      logic={logic}
      categoryName={categoryName}
      items={items}
      initialFilter={search ?? ''}
      renderCard={(post) => (
        <BlogPostCard
          post={applyStoredMeta(post, stored[post.id])}
          headingLevel={2}
          showCategory={false}
        />
      )}
    />
  );
}
