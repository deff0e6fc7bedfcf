import { useMemo } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { BlogPostPage } from '../components/reading/BlogPostPage';
import * as reading from '../components/reading/reading.css';
import { FAKTUREO_AFFILIATE } from '../content/config';
import type { FactTexts } from '../content/factTokens';
import type { BlogPostMeta } from '../content/types';
import { selectSignedInEmail } from '../machines/auth';
import { ContentEditorFrame } from '../components/editing/ContentEditorFrame';
import { lazyModule } from '../components/useLazyActor';
import { useContentEditor } from './useContentEditor';
import { useEditorWanted } from './useEditorWanted';
import { useLazyLogic } from './useLazyLogic';
import { useSiteToday } from './useSiteToday';

// The metadata editor (its machine, services and controls): only for a visitor who may edit.
const liveMeta = lazyModule(() => import('./LiveBlogMeta'));

export interface BlogPostViewProps {
  post: BlogPostMeta | undefined;
  body: string | undefined;
  /** The texts of the dated figures the body names (the loader's), shown by the site's clock. */
  factTexts: FactTexts;
}

/**
 * A blog post (/blog-post/{id} and /blog/{id}) as a reader gets it: the published title, excerpt,
 * author and text, which the build has baked into the site. Once the page is the app, a visitor
 * who may see the editing UI (`editorWanted`: host, session flag, the offline demo's own database)
 * or who is signed in (an admin gets the metadata controls on any host) gets the editors over it:
 * the page starts their actors and draws their views into the post, which keeps its DOM (its
 * image and text are not drawn again). A reader's page loads none of their code.
 */
export function BlogPostView(props: BlogPostViewProps) {
  // Another post starts new editors.
  return <PostView key={props.post?.id ?? ''} {...props} />;
}

function PostView({ post, body, factTexts }: BlogPostViewProps) {
  const wanted = useEditorWanted();
  const today = useSiteToday();
  const facts = useMemo(() => ({ texts: factTexts, today }), [factTexts, today]);
  const auth = useRouteContext({ from: '__root__', select: (context) => context.actors.auth });
  const signedIn = useSelector(auth, (snapshot) => selectSignedInEmail(snapshot) !== null);
  const editors = post !== undefined && (wanted || signedIn);
  const input = useMemo(
    () =>
      post === undefined || body === undefined
        ? null
        : { type: 'blog-post' as const, contentId: post.id, title: post.title, shipped: body },
    [post, body],
  );
  const text = useContentEditor(input, editors);
  const { live: metaEditor } = useLazyLogic('blogMetaEditor', liveMeta, {
    machine: (loaded) => loaded.machine,
    input: () => (post ? { post } : undefined),
    when: editors,
  });
  const stored = useSelector(metaEditor?.actor, (snapshot) => snapshot?.context.stored);
  const meta = useMemo(
    () =>
      metaEditor && post && stored !== undefined
        ? metaEditor.module.blogMetaView(metaEditor.actor, post, stored)
        : null,
    [metaEditor, post, stored],
  );
  return (
    <>
      <BlogPostPage
        post={meta?.post ?? post}
        body={body}
        facts={facts}
        renderMeta={meta?.renderMeta}
        bodyEditor={
          input === null ? undefined : (
            <ContentEditorFrame
              editor={text.view}
              controls={text.controls}
              input={input}
              facts={facts}
              affiliate={FAKTUREO_AFFILIATE}
              className={reading.prose}
            />
          )
        }
      />
      {metaEditor ? <metaEditor.module.BlogMetaControls actor={metaEditor.actor} /> : null}
    </>
  );
}
