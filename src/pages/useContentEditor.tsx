import { useMemo } from 'react';
import { lazyModule } from '../components/useLazyActor';
import type { ContentEditorInput } from '../machines/contentEditor';
import { useLazyLogic } from './useLazyLogic';

// The content editor's machine, services and controls: only for a visitor who may edit.
const liveEditor = lazyModule(() => import('./LiveContentEditor'));

/**
 * A body text's content editor, for the text's frame (`ContentEditorFrame`): loaded and started
 * only while `wanted` (a visitor who may edit), owned by the page and stopped with it. `view`
 * goes to the frame's `editor`, `controls` ('Edit', its placeholder, the question on leaving) to
 * its `controls`. Both arrive in a transition: React follows the actor there in slices, not in
 * one long task.
 */
export function useContentEditor(input: ContentEditorInput | null, wanted: boolean) {
  const { live } = useLazyLogic('contentEditor', liveEditor, {
    machine: (loaded) => loaded.machine,
    input: () => input ?? undefined,
    when: wanted && input !== null,
    transition: true,
  });
  const view = useMemo(() => (live ? live.module.contentEditorView(live.actor) : null), [live]);
  const controls =
    live && input ? <live.module.ContentEditorControls actor={live.actor} input={input} /> : null;
  return { view, controls };
}
