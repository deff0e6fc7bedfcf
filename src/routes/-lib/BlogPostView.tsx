import { lazy, Suspense } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { BlogPostPage } from '../../components/reading/BlogPostPage';
import * as reading from '../../components/reading/reading.css';
import { FAKTUREO_AFFILIATE } from '../../content/config';
import type { BlogPostMeta } from '../../content/types';
import { selectSignedInEmail } from '../../machines/auth';
import { ContentEditorFrame } from '../../components/editing/ContentEditorFrame';
import { useEditorWanted } from './useEditorWanted';

// The post with its metadata and content editors (their machines, services and views): only for
// a visitor who may edit.
const LiveBlogPost = lazy(() => import('./LiveBlogPost'));

export interface BlogPostViewProps {
  post: BlogPostMeta | undefined;
  body: string | undefined;
}

/**
 * A blog post (/blog-post/{id} and /blog/{id}) as a reader gets it: the published title, excerpt,
 * author and text, which the build has baked into the site. Once the page is the app, a visitor
 * who may see the editing UI (`editorWanted`: host, session flag, the offline demo's own database)
 * or who is signed in (an admin gets the metadata controls on any host) gets the editors over it.
 * A reader's page loads none of their code.
 */
export function BlogPostView({ post, body }: BlogPostViewProps) {
  const wanted = useEditorWanted();
  const auth = useRouteContext({ from: '__root__', select: (context) => context.actors.auth });
  const signedIn = useSelector(auth, (snapshot) => selectSignedInEmail(snapshot) !== null);

  const reader = (
    <BlogPostPage
      post={post}
      body={body}
      bodyEditor={
        post === undefined || body === undefined ? undefined : (
          <ContentEditorFrame
            editor={null}
            controls={null}
            input={{ type: 'blog-post', contentId: post.id, title: post.title, shipped: body }}
            affiliate={FAKTUREO_AFFILIATE}
            className={reading.prose}
          />
        )
      }
    />
  );
  if (post === undefined || !(wanted || signedIn)) return reader;
  return (
    <Suspense fallback={reader}>
      <LiveBlogPost post={post} body={body} />
    </Suspense>
  );
}
