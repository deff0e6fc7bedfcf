/**
 * Somebody else saved while this editor was writing: their text and this draft side by side,
 * with the words that differ marked, and the three ways on. Shared by the content editor and
 * the blog metadata editor; the choices are their machines'.
 */
import { useMemo } from 'react';
import { diffWords } from '../../content/diff';
import { CONTENT_TEXTS } from '../../machines/contentEditor';
import { Button } from '../../ui/Button/Button';
import * as s from './editing.css';

export const CONFLICT_LABELS = {
  theirs: 'Deras version',
  mine: 'Din version',
  removedTheirs: '(texten är borttagen)',
} as const;

/** The answers to a conflict, sent as the editor's events `{editor}.{verb}`. */
export type ConflictVerb = 'keepMine' | 'useTheirs' | 'continueEditing';

export function ConflictView({
  theirs,
  mine,
  send,
}: {
  /** Their stored text; null when they removed it. */
  theirs: string | null;
  mine: string;
  send: (verb: ConflictVerb) => void;
}) {
  const parts = useMemo(() => diffWords(theirs ?? '', mine), [theirs, mine]);
  return (
    <section className={s.conflict} role="alert" aria-live="assertive">
      <p className={s.conflictMessage}>{CONTENT_TEXTS.conflict}</p>
      <div className={s.conflictColumns}>
        <figure className={s.conflictColumn}>
          <figcaption className={s.conflictCaption}>{CONFLICT_LABELS.theirs}</figcaption>
          <div className={s.conflictText}>
            {theirs === null
              ? CONFLICT_LABELS.removedTheirs
              : parts.map((part, index) =>
                  part.kind === 'added' ? null : part.kind === 'removed' ? (
                    <del key={index} className={s.removed}>
                      {part.text}
                    </del>
                  ) : (
                    <span key={index}>{part.text}</span>
                  ),
                )}
          </div>
        </figure>
        <figure className={s.conflictColumn}>
          <figcaption className={s.conflictCaption}>{CONFLICT_LABELS.mine}</figcaption>
          <div className={s.conflictText}>
            {parts.map((part, index) =>
              part.kind === 'removed' ? null : part.kind === 'added' ? (
                <ins key={index} className={s.added}>
                  {part.text}
                </ins>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </div>
        </figure>
      </div>
      <div className={s.actions}>
        <Button onPress={() => send('keepMine')}>{CONTENT_TEXTS.keepMine}</Button>
        <Button variant="secondary" onPress={() => send('useTheirs')}>
          {CONTENT_TEXTS.useTheirs}
        </Button>
        <Button variant="ghost" onPress={() => send('continueEditing')}>
          {CONTENT_TEXTS.continueEditing}
        </Button>
      </div>
    </section>
  );
}
