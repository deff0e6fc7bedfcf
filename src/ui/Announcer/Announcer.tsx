import { useSyncExternalStore } from 'react';
import { visuallyHidden } from '../theme/global.css';

/**
 * The design system's live announcer: text only. react-aria's own announcer can hold a
 * `div[role=img][aria-labelledby]` that points at an element which has unmounted by the time a
 * screen reader (or axe) reads it; announcing the text itself cannot dangle. Render
 * `<LiveAnnouncer />` once (the site shell does); `announce()` is a no-op until then.
 */
export type Politeness = 'polite' | 'assertive';

interface Message {
  id: number;
  text: string;
  politeness: Politeness;
}

/** How long a message stays in the live region (as long as react-aria keeps its own). */
export const ANNOUNCEMENT_LIFETIME_MS = 7_000;

let messages: readonly Message[] = [];
let nextId = 1;
let mounted = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Message[]): void {
  messages = next;
  for (const listener of listeners) listener();
}

/** Reads `text` to screen-reader users (a fresh node each time, so a repeat is read again). */
export function announce(text: string, politeness: Politeness = 'assertive'): void {
  const trimmed = text.trim();
  if (trimmed === '' || mounted === 0) return;
  const message: Message = { id: nextId++, text: trimmed, politeness };
  publish([...messages, message]);
  setTimeout(() => publish(messages.filter((m) => m.id !== message.id)), ANNOUNCEMENT_LIFETIME_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  mounted += 1;
  return () => {
    listeners.delete(listener);
    mounted -= 1;
  };
}

const NONE: readonly Message[] = [];
const getSnapshot = () => messages;
const getServerSnapshot = () => NONE;

/** Two visually hidden log regions, polite and assertive; empty on the server. */
export function LiveAnnouncer() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const region = (politeness: Politeness) => (
    <div role="log" aria-live={politeness} aria-relevant="additions">
      {current
        .filter((message) => message.politeness === politeness)
        .map((message) => (
          <div key={message.id}>{message.text}</div>
        ))}
    </div>
  );
  return (
    <div className={visuallyHidden} data-startklar-announcer="">
      {region('assertive')}
      {region('polite')}
    </div>
  );
}
