/**
 * Names shared by every statechart tool, kept free of `xstate/graph` so the inspection bus (in
 * the first JavaScript of demo builds) stays small.
 */
import type { AnyStateMachine } from 'xstate';

/** Whether a module export is a state machine (for listing every machine of src/machines). */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'provide' in value &&
    'getInitialSnapshot' in value &&
    'toJSON' in value
  );
}

export interface Transitionish {
  eventType: string;
  source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] };
  target?: readonly { id: string; type: string }[];
}

/** A transition definition's stable name: `source --event[index]-->` (the same in every tool). */
export function transitionKey(t: Transitionish): string {
  const list =
    t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  const index = list.indexOf(t);
  return `${t.source.id} --${t.eventType || 'always'}[${index}]-->`;
}
