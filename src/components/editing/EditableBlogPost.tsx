/**
 * A blog post with its editors (/blog-post/{id} and /blog/{id}): the stored title, excerpt and
 * author over the shipped ones, the metadata controls under the header, and the body through the
 * content editor. Before the stored values are read (and in the prerendered page) the shipped
 * post shows.
 */
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { FAKTUREO_AFFILIATE } from '../../content/config';
import type { BlogPostMeta } from '../../content/types';
import type { blogMetaEditorMachine } from '../../machines/blogMetaEditor';
import type { contentEditorMachine } from '../../machines/contentEditor';
import { applyStoredMeta } from '../../machines/shared/blogMeta';
import { BlogPostPage } from '../reading/BlogPostPage';
import * as reading from '../reading/reading.css';
import { selectHasUnsavedMeta } from '../../machines/blogMetaEditor';
import { MetaFieldEditor } from './BlogMetaEditor';
import { ContentEditor } from './ContentEditor';
import { LeaveGuard } from './LeaveGuard';

export interface EditableBlogPostProps {
  post: BlogPostMeta | undefined;
  body: string | undefined;
  metaLogic: typeof blogMetaEditorMachine;
  contentLogic: typeof contentEditorMachine;
}

export function EditableBlogPost(props: EditableBlogPostProps) {
  if (!props.post) return <BlogPostPage post={undefined} body={props.body} />;
  // A new post starts new editors.
  return <EditablePost key={props.post.id} {...props} post={props.post} />;
}

function EditablePost({
  post,
  body,
  metaLogic,
  contentLogic,
}: EditableBlogPostProps & { post: BlogPostMeta }) {
  const meta = useActorRef(metaLogic, { input: { post } });
  const stored = useSelector(meta, (snapshot) => snapshot.context.stored);
  const shown = useMemo(() => applyStoredMeta(post, stored), [post, stored]);
  const unsaved = useSelector(meta, selectHasUnsavedMeta);
  return (
    <>
      <LeaveGuard when={unsaved} />
      <BlogPostPage
        post={shown}
        body={body}
        renderMeta={(field, value) => (
          <MetaFieldEditor actor={meta} field={field}>
            {value}
          </MetaFieldEditor>
        )}
        bodyEditor={
          body === undefined ? undefined : (
            <ContentEditor
              logic={contentLogic}
              input={{ type: 'blog-post', contentId: post.id, title: post.title, shipped: body }}
              affiliate={FAKTUREO_AFFILIATE}
              className={reading.prose}
            />
          )
        }
      />
    </>
  );
}
