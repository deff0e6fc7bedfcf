import { lazy, Suspense, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { BlogPostPage } from '../../components/reading/BlogPostPage';
import * as reading from '../../components/reading/reading.css';
import { FAKTUREO_AFFILIATE } from '../../content/config';
import type { BlogPostMeta } from '../../content/types';
import { selectSignedInEmail } from '../../machines/auth';
import {
  ContentEditorFrame,
  type ContentEditorView,
} from '../../components/editing/ContentEditorFrame';
import type { BlogMetaView } from '../../components/editing/BlogMetaControls';
import { useEditorWanted } from './useEditorWanted';

// The editors (their machines, services and controls): only for a visitor who may edit.
const LiveBlogMeta = lazy(() => import('./LiveBlogMeta'));
const LiveContentEditor = lazy(() => import('./LiveContentEditor'));

export interface BlogPostViewProps {
  post: BlogPostMeta | undefined;
  body: string | undefined;
}

/**
 * A blog post (/blog-post/{id} and /blog/{id}) as a reader gets it: the published title, excerpt,
 * author and text, which the build has baked into the site. Once the page is the app, a visitor
 * who may see the editing UI (`editorWanted`: host, session flag, the offline demo's own database)
 * or who is signed in (an admin gets the metadata controls on any host) gets the editors over it:
 * they hand the page their views, so the post keeps its DOM (its image and text are not drawn
 * again). A reader's page loads none of their code.
 */
export function BlogPostView(props: BlogPostViewProps) {
  // Another post starts new editors.
  return <PostView key={props.post?.id ?? ''} {...props} />;
}

function PostView({ post, body }: BlogPostViewProps) {
  const wanted = useEditorWanted();
  const auth = useRouteContext({ from: '__root__', select: (context) => context.actors.auth });
  const signedIn = useSelector(auth, (snapshot) => selectSignedInEmail(snapshot) !== null);
  const editors = post !== undefined && (wanted || signedIn);
  const [meta, setMeta] = useState<BlogMetaView | null>(null);
  const [text, setText] = useState<ContentEditorView | null>(null);

  const input =
    post === undefined || body === undefined
      ? null
      : { type: 'blog-post' as const, contentId: post.id, title: post.title, shipped: body };
  return (
    <>
      <BlogPostPage
        post={meta?.post ?? post}
        body={body}
        renderMeta={meta?.renderMeta}
        bodyEditor={
          input === null ? undefined : (
            <ContentEditorFrame
              editor={text}
              controls={
                editors ? (
                  <Suspense fallback={null}>
                    <LiveContentEditor input={input} onView={setText} />
                  </Suspense>
                ) : null
              }
              input={input}
              affiliate={FAKTUREO_AFFILIATE}
              className={reading.prose}
            />
          )
        }
      />
      {editors ? (
        <Suspense fallback={null}>
          <LiveBlogMeta post={post} onView={setMeta} />
        </Suspense>
      ) : null}
    </>
  );
}
