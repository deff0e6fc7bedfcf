/**
 * The demo stand-in for Google's account chooser (/demo/google). Paths generated from an
 * independent model of the page (src/mocks/README.md, 'Demo Google sign-in', and the spec's
 * catalogue: a failed Google sign-in says 'Google-inloggning misslyckades') are replayed on a real
 * actor whose sign-in call waits for the model's backend to answer; after every step the model's
 * account being signed in, whether the list still takes a press, the failure line, the call to the
 * demo backend, the page load of the return URL and the toast are checked.
 *
 * The chooser signs in only the fictional accounts it lists (src/mocks/README.md: "The chooser
 * page lists `DEMO_GOOGLE_ACCOUNTS`"): the demo backend signs in as whatever address it is given
 * and, for an address that has an account, as that account. So a choice naming any other address
 * (a stale page, a script sending the event) must sign nobody in.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DEMO_GOOGLE_ACCOUNTS,
  demoGoogleMachine,
  type DemoGoogleAccount,
} from '../../src/machines/demoGoogle';
import { ServiceError } from '../../src/services/result';
import { Calls, replayModel, type Model } from '../support/modelReplay';

/** The chooser page's query string, as the demo authorize endpoint sent it. */
const SEARCH =
  '?state=abc&redirect_to=http%3A%2F%2Flocalhost%2Faccount&code_challenge=xyz&code_challenge_method=s256';
const RETURN_URL = 'http://localhost/account?code=demo-code';

const [ANNA, , EDITOR] = DEMO_GOOGLE_ACCOUNTS as [
  DemoGoogleAccount,
  DemoGoogleAccount,
  DemoGoogleAccount,
];
/** An address the chooser does not list, such as that of somebody's own account. */
const STRANGER: DemoGoogleAccount = { email: 'greta@example.se', fullName: 'Greta Garbo' };

/**
 * What can happen: the visitor picks a listed account (the list's buttons take a press only
 * while nothing is being signed in), a choice arrives naming an account the list does not have,
 * and the demo backend answers with the return URL, refuses (500) or cannot be reached.
 */
type Happening =
  | { type: 'choose'; account: DemoGoogleAccount }
  | { type: 'chooseUnlisted'; account: DemoGoogleAccount }
  | { type: 'backend.redirects' }
  | { type: 'backend.fails'; error: ServiceError };

interface ChooserModel {
  screen: 'choosing' | 'signingIn' | 'redirected';
  /** The account being signed in (shown as 'Loggar in...'). */
  chosen: DemoGoogleAccount | null;
  /** 'Inloggningen misslyckades. Välj ett konto för att försöka igen.' */
  failed: boolean;
  /** What the last happening did: asked the backend, loaded the return URL, raised a toast. */
  asked: DemoGoogleAccount | null;
  loaded: string | null;
  toast: boolean;
}

const START: ChooserModel = {
  screen: 'choosing',
  chosen: null,
  failed: false,
  asked: null,
  loaded: null,
  toast: false,
};

const chooserModel: Model<ChooserModel, Happening> = {
  name: 'demoGoogle',
  initial: START,
  events: (model) =>
    model.screen === 'choosing'
      ? [
          { type: 'choose', account: ANNA },
          { type: 'choose', account: EDITOR },
          { type: 'chooseUnlisted', account: STRANGER },
        ]
      : model.screen === 'signingIn'
        ? [
            { type: 'backend.redirects' },
            { type: 'backend.fails', error: new ServiceError({ kind: 'server', status: 500 }) },
            { type: 'backend.fails', error: new ServiceError({ kind: 'network' }) },
          ]
        : [],
  step: (previous, event) => {
    const model = { ...previous, asked: null, loaded: null, toast: false };
    switch (event.type) {
      case 'choose':
        return {
          ...model,
          screen: 'signingIn',
          chosen: event.account,
          failed: false,
          asked: event.account,
        };
      case 'chooseUnlisted':
        // Nobody is signed in: the list stays as it was, the backend is not asked.
        return model;
      case 'backend.redirects':
        // The return URL is loaded as a page, where supabase-js finishes the sign-in.
        return { ...model, screen: 'redirected', loaded: RETURN_URL };
      case 'backend.fails':
        return { ...model, screen: 'choosing', chosen: null, failed: true, toast: true };
    }
  },
  serialize: ({ asked: _a, loaded: _l, toast: _t, ...state }) => JSON.stringify(state),
  describe: (event) =>
    event.type === 'choose' || event.type === 'chooseUnlisted'
      ? `${event.type} ${event.account.fullName}`
      : event.type === 'backend.fails'
        ? `backend ${event.error.kind}`
        : event.type,
};

describe('demoGoogle machine (model-based)', () => {
  it('agrees with the model of the chooser on every path', async () => {
    await replayModel(chooserModel, {
      machine: demoGoogleMachine,
      start: (reach) => {
        const signIn = new Calls<
          { account: DemoGoogleAccount; search: string },
          { redirectUrl: string }
        >('completeSignIn');
        const redirect = vi.fn();
        const showToast = vi.fn();
        const actor = createActor(
          demoGoogleMachine.provide({
            actors: { completeSignIn: fromPromise(({ input }) => signIn.call(input)) },
            actions: {
              redirect: (_, params) => redirect(params.url),
              showToast: (_, params) => showToast(params),
            },
          }),
          { input: { search: SEARCH }, inspect: reach.inspect },
        ).start();
        return { actor, signIn, redirect, showToast };
      },
      beforeStep: ({ signIn, redirect, showToast }) => {
        signIn.clear();
        redirect.mockClear();
        showToast.mockClear();
      },
      act: ({ actor, signIn }, event) => {
        if (event.type === 'choose' || event.type === 'chooseUnlisted')
          actor.send({ type: 'demoGoogle.choose', account: event.account });
        else if (event.type === 'backend.redirects') signIn.resolve({ redirectUrl: RETURN_URL });
        else signIn.reject(event.error);
      },
      check: ({ actor, signIn, redirect, showToast }, model) => {
        const snapshot = actor.getSnapshot();
        const { context } = snapshot;
        // The list takes a press only while nothing is being signed in ('Loggar in...').
        expect(snapshot.matches('choosing')).toBe(model.screen === 'choosing');
        expect(context.chosen).toEqual(model.screen === 'choosing' ? null : model.chosen);
        expect(context.failed).toBe(model.failed);
        // The demo backend is asked for the chosen account with the chooser's own query.
        expect(signIn.inputs).toEqual(
          model.asked ? [{ account: model.asked, search: SEARCH }] : [],
        );
        expect(redirect.mock.calls).toEqual(model.loaded ? [[model.loaded]] : []);
        expect(showToast.mock.calls).toEqual(
          model.toast
            ? [
                [
                  {
                    title: 'Google-inloggning misslyckades',
                    description: 'Kunde inte logga in med Google. Försök igen senare.',
                    variant: 'destructive',
                  },
                ],
              ]
            : [],
        );
      },
      stop: ({ actor }) => actor.stop(),
    });
  });
});
