/**
 * The Google sign-in child that /login and the landing quiz invoke (src/machines/googleSignIn.ts).
 * Model-based: paths generated from an independent model of what the auth server answers to the
 * OAuth start (the browser is sent to Google, or the start fails: a network fault, a 500),
 * replayed on a real actor whose start waits for the model's answer; after every step what the
 * page can read (`selectGoogleSignIn`) and what the parent heard are compared with the model. Then
 * the reply through a real parent, which is what both pages rely on.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, setup, waitFor } from 'xstate';
import {
  GOOGLE_SIGN_IN,
  googleSignInMachine,
  selectGoogleSignIn,
  type GoogleSignInReply,
} from '../../src/machines/googleSignIn';
import { ServiceError } from '../../src/services/result';
import { googleSignInWith } from '../support/googleSignIn';
import { Calls, MachineReach, replayModel, type Model } from '../support/modelReplay';
import { SERVER_ERROR } from '../support/profileFixtures';

const NETWORK = new ServiceError({ kind: 'network' });

type Happening = { type: 'server.redirects' } | { type: 'server.fails'; error: ServiceError };

interface GoogleModel {
  /** What the page can read: Google asked to start, the browser on its way, or over. */
  step: 'starting' | 'redirecting' | 'none';
  /** What the parent heard in the last step. */
  heard: GoogleSignInReply | null;
}

const googleModel: Model<GoogleModel, Happening> = {
  name: 'googleSignIn',
  initial: { step: 'starting', heard: null },
  // The auth server answers only while the start is on its way; then the browser leaves.
  events: (model) =>
    model.step === 'starting'
      ? [
          { type: 'server.redirects' },
          { type: 'server.fails', error: NETWORK },
          { type: 'server.fails', error: SERVER_ERROR },
        ]
      : [],
  step: (_model, event) =>
    event.type === 'server.redirects'
      ? { step: 'redirecting', heard: null }
      : { step: 'none', heard: { type: 'googleSignIn.failed', error: event.error } },
  serialize: (model) => JSON.stringify([model.step, model.heard?.error === NETWORK]),
  describe: (event) =>
    event.type === 'server.fails' ? `${event.type} ${event.error.kind}` : event.type,
};

function start(reach: MachineReach) {
  const starts = new Calls<undefined, void>('signInWithOAuth');
  const heard = vi.fn();
  const actor = createActor(
    googleSignInWith((signal) => starts.call(undefined, signal)).provide({
      // A root actor has no parent: the reply is recorded instead of sent.
      actions: { replyFailed: (_, params) => heard({ type: 'googleSignIn.failed', ...params }) },
    }),
    { inspect: reach.inspect },
  ).start();
  return { actor, starts, heard };
}

describe('googleSignIn machine (model-based)', () => {
  it('agrees with the model on every path: started, on its way, failed', async () => {
    const reach = new MachineReach();
    await replayModel(googleModel, {
      reach,
      machine: googleSignInMachine,
      start,
      beforeStep: (h) => {
        h.starts.clear();
        h.heard.mockClear();
      },
      act: (h, event) =>
        event.type === 'server.redirects' ? h.starts.resolve() : h.starts.reject(event.error),
      check: (h, model, event) => {
        // The start is asked for once, when the child begins.
        expect(h.starts.inputs).toHaveLength(event === null ? 1 : 0);
        expect(selectGoogleSignIn(h.actor.getSnapshot())).toBe(model.step);
        expect(h.heard.mock.calls).toEqual(model.heard ? [[model.heard]] : []);
      },
      stop: (h) => h.actor.stop(),
    });
  });

  it('tells the parent that invoked it, which then stops it', async () => {
    const heard = vi.fn();
    const parent = setup({
      types: { events: {} as GoogleSignInReply },
      actors: { googleSignIn: googleSignInWith(() => Promise.reject(NETWORK)) },
    }).createMachine({
      initial: 'google',
      states: {
        google: {
          invoke: { id: GOOGLE_SIGN_IN, src: 'googleSignIn' },
          on: { 'googleSignIn.failed': { target: 'form', actions: ({ event }) => heard(event) } },
        },
        form: {},
      },
    });
    const actor = createActor(parent).start();
    await waitFor(actor, (s) => s.matches('form'));
    expect(heard).toHaveBeenCalledWith({ type: 'googleSignIn.failed', error: NETWORK });
    expect(actor.getSnapshot().children[GOOGLE_SIGN_IN]).toBeUndefined();
  });

  it('reads as not running without a child', () => {
    expect(selectGoogleSignIn(undefined)).toBe('none');
  });
});
