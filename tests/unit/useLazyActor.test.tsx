// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { assign, createActor, setup, type Actor } from 'xstate';
import { lazyModule, useLazyActor } from '../../src/components/useLazyActor';

afterEach(cleanup);

type NoteEvent = { type: 'note'; text: string };
type NotesModule = { machine: typeof notes };

/** A machine that keeps every note it is sent, in order. */
const notes = setup({
  types: { context: {} as { notes: string[] }, events: {} as NoteEvent },
}).createMachine({
  context: { notes: [] },
  on: {
    note: { actions: assign({ notes: ({ context, event }) => [...context.notes, event.text] }) },
  },
});

/** A module whose load the test resolves by hand, and the actors made from it. */
function lazyNotes() {
  let resolve: (module: { machine: typeof notes }) => void = () => {};
  let loads = 0;
  const module = lazyModule(() => {
    loads++;
    return new Promise<{ machine: typeof notes }>((done) => (resolve = done));
  });
  const created: Actor<typeof notes>[] = [];
  const create = (loaded: { machine: typeof notes }) => {
    const actor = createActor(loaded.machine);
    created.push(actor);
    return actor;
  };
  return {
    module,
    create,
    created,
    loads: () => loads,
    load: () => act(async () => resolve({ machine: notes })),
  };
}

describe('useLazyActor', () => {
  it('loads nothing until the first event, then gives the page one actor with every event in order', async () => {
    const lazy = lazyNotes();
    const { result } = renderHook(() =>
      useLazyActor<NoteEvent, Actor<typeof notes>, NotesModule>(lazy.module, lazy.create),
    );
    expect(lazy.loads()).toBe(0);
    expect(result.current.live).toBeNull();

    act(() => result.current.send({ type: 'note', text: 'a' }));
    act(() => result.current.send({ type: 'note', text: 'b' }));
    expect(lazy.loads()).toBe(1);
    await lazy.load();

    expect(lazy.created).toHaveLength(1);
    const live = result.current.live;
    expect(live?.actor).toBe(lazy.created[0]);
    act(() => result.current.send({ type: 'note', text: 'c' }));
    expect(live?.actor.getSnapshot().context.notes).toEqual(['a', 'b', 'c']);
  });

  it('starts with `when` and stops the actor when the page unmounts', async () => {
    const lazy = lazyNotes();
    const { result, unmount } = renderHook(() =>
      useLazyActor<NoteEvent, Actor<typeof notes>, NotesModule>(lazy.module, lazy.create, {
        when: true,
      }),
    );
    await lazy.load();
    expect(lazy.created).toHaveLength(1);
    const actor = result.current.live?.actor;
    expect(actor?.getSnapshot().status).toBe('active');
    unmount();
    expect(actor?.getSnapshot().status).toBe('stopped');
  });

  it('makes one actor when its effect is cleaned up and run again before the module has loaded (as StrictMode does)', async () => {
    const lazy = lazyNotes();
    const { result, rerender } = renderHook(
      ({ when }) =>
        useLazyActor<NoteEvent, Actor<typeof notes>, NotesModule>(lazy.module, lazy.create, {
          when,
        }),
      { initialProps: { when: true } },
    );
    rerender({ when: false });
    rerender({ when: true });
    await lazy.load();
    expect(lazy.created).toHaveLength(1);
    expect(result.current.live?.actor).toBe(lazy.created[0]);
    expect(lazy.created[0]?.getSnapshot().status).toBe('active');
  });
});
