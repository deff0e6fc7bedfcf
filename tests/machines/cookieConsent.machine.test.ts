import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  ALL_ACCEPTED,
  ONLY_NECESSARY,
  cookieConsentMachine,
  parseCookiePreferences,
  selectBannerOpen,
  selectConsent,
  type CookieConsentEvent,
  type CookiePreferences,
} from '../../src/machines/cookieConsent';
import {
  coveringPaths,
  hasJourney,
  expectFullCoverage,
  replayPaths,
  type Coverage,
} from '../support/machineCoverage';

const EVENTS: CookieConsentEvent[] = [
  { type: 'consent.acceptAll' },
  { type: 'consent.necessaryOnly' },
  { type: 'consent.rejectAll' },
  { type: 'consent.toggleDetails' },
  { type: 'consent.setCategory', category: 'analytics', value: true },
  { type: 'consent.setCategory', category: 'marketing', value: true },
  { type: 'consent.saveCustom' },
  { type: 'consent.open' },
];

/**
 * What the visitor can observe: whether the banner shows, its view, the ticked boxes of the
 * details view and the stored choice.
 */
const serializeState = (snapshot: {
  value: unknown;
  context: { preferences: unknown; draft: unknown };
}) => JSON.stringify([snapshot.value, snapshot.context.preferences, snapshot.context.draft]);

/** The visitor's view of the banner: hidden, its summary, or its details with their boxes. */
interface VisitorModel {
  view: 'hidden' | 'summary' | 'details';
  /** Not yet shown because the 1 s delay has not passed. */
  waiting: boolean;
  draft: CookiePreferences;
  stored: CookiePreferences | null;
  /** The last event was a choice (it is written to storage, even when unchanged). */
  justChose: boolean;
}

function visitorModel(stored: CookiePreferences | null): VisitorModel {
  return {
    view: 'hidden',
    waiting: stored === null,
    draft: stored ?? ONLY_NECESSARY,
    stored,
    justChose: false,
  };
}

/** What each event does for the visitor (from the spec, not from the machine). */
function step(model: VisitorModel, event: CookieConsentEvent | { type: string }): VisitorModel {
  return { ...reduce({ ...model, justChose: false }, event) };
}

function reduce(model: VisitorModel, event: CookieConsentEvent | { type: string }): VisitorModel {
  const shown = model.view !== 'hidden';
  const decide = (preferences: CookiePreferences): VisitorModel => ({
    view: 'hidden',
    waiting: false,
    draft: preferences,
    stored: preferences,
    justChose: true,
  });
  switch (event.type) {
    case 'xstate.after.bannerDelay.cookieConsent.waiting':
      return model.waiting
        ? { ...model, view: 'summary', waiting: false, draft: model.stored ?? ONLY_NECESSARY }
        : model;
    case 'consent.acceptAll':
      return shown ? decide(ALL_ACCEPTED) : model;
    case 'consent.necessaryOnly':
    case 'consent.rejectAll':
      return shown ? decide(ONLY_NECESSARY) : model;
    case 'consent.toggleDetails':
      if (model.view === 'summary') return { ...model, view: 'details' };
      if (model.view === 'details') return { ...model, view: 'summary' };
      return model;
    case 'consent.setCategory': {
      if (model.view !== 'details') return model;
      const { category, value } = event as Extract<
        CookieConsentEvent,
        { type: 'consent.setCategory' }
      >;
      return { ...model, draft: { ...model.draft, [category]: value } };
    }
    case 'consent.saveCustom':
      return model.view === 'details' ? decide(model.draft) : model;
    case 'consent.open':
      // The footer's 'Cookie-inställningar' opens the details with the current choice ticked.
      return !shown && !model.waiting
        ? { ...model, view: 'details', draft: model.stored ?? ONLY_NECESSARY }
        : model;
    default:
      return model;
  }
}

function testMachine(persisted: (CookiePreferences | null)[]) {
  return cookieConsentMachine.provide({
    actions: { persist: (_, params) => persisted.push(params.preferences) },
  });
}

describe('cookie consent machine (model-based)', () => {
  it('reaches every state and transition, from no stored choice and from a stored one', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() };
    for (const stored of [null, ONLY_NECESSARY]) {
      const persist = vi.fn();
      const machine = cookieConsentMachine.provide({
        actions: { persist: (_, params) => persist(params.preferences) },
      });
      const paths = coveringPaths(machine, { events: EVENTS, input: { stored }, serializeState });
      expect(paths.length).toBeGreaterThan(0);
      // An independent model of what the visitor sees and what is stored, driven by the path's
      // events alone: the machine's snapshot is compared with it after every step.
      let model = visitorModel(stored);
      const run = replayPaths(machine, paths, {
        input: { stored },
        spies: { persist },
        check: (actor, _expected, event) => {
          const snapshot = actor.getSnapshot() as ReturnType<typeof machine.getInitialSnapshot>;
          model =
            (event.type as string) === 'xstate.init' ? visitorModel(stored) : step(model, event);
          expect(selectBannerOpen(snapshot), 'banner shown').toBe(model.view !== 'hidden');
          expect(snapshot.matches({ banner: 'details' }), 'details view').toBe(
            model.view === 'details',
          );
          expect(selectConsent(snapshot), 'stored choice').toEqual(model.stored);
          if (model.view === 'details') expect(snapshot.context.draft).toEqual(model.draft);
          // Written to storage exactly when a choice is made (or confirmed at start), nothing else.
          const chose =
            (event.type as string) === 'xstate.init' ? stored !== null : model.justChose;
          if (chose) expect(persist.mock.calls).toEqual([[model.stored]]);
          else expect(persist).not.toHaveBeenCalled();
          // Necessary cookies can never be switched off.
          expect(snapshot.context.draft.necessary).toBe(true);
        },
      });
      run.states.forEach((id) => coverage.states.add(id));
      run.transitions.forEach((id) => coverage.transitions.add(id));
      const journeys =
        stored === null
          ? [
              ['xstate.after.bannerDelay.cookieConsent.waiting', 'consent.acceptAll'],
              ['xstate.after.bannerDelay.cookieConsent.waiting', 'consent.rejectAll'],
              [
                'xstate.after.bannerDelay.cookieConsent.waiting',
                'consent.toggleDetails',
                'consent.setCategory',
                'consent.saveCustom',
              ],
            ]
          : [
              ['consent.open', 'consent.necessaryOnly'],
              ['consent.open', 'consent.saveCustom'],
            ];
      for (const journey of journeys)
        expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
    }
    expectFullCoverage(cookieConsentMachine, coverage);
  });
});

describe('cookie consent behaviour', () => {
  it('stays hidden for 1 s when nothing is stored, then shows the banner', () => {
    vi.useFakeTimers();
    const actor = createActor(testMachine([]), { input: { stored: null } }).start();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().matches('banner')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ banner: 'summary' })).toBe(true);
    vi.useRealTimers();
  });

  it.each([
    ['consent.acceptAll', ALL_ACCEPTED],
    ['consent.necessaryOnly', ONLY_NECESSARY],
    ['consent.rejectAll', ONLY_NECESSARY],
  ] as const)('%s stores %o', (type, expected) => {
    const persisted: (CookiePreferences | null)[] = [];
    vi.useFakeTimers();
    const live = createActor(testMachine(persisted), { input: { stored: null } }).start();
    vi.advanceTimersByTime(1000);
    live.send({ type });
    expect(selectConsent(live.getSnapshot())).toEqual(expected);
    expect(persisted.at(-1)).toEqual(expected);
    vi.useRealTimers();
  });

  it('saves a custom choice from the details view and can be reopened from the footer', () => {
    vi.useFakeTimers();
    const persisted: (CookiePreferences | null)[] = [];
    const actor = createActor(testMachine(persisted), { input: { stored: null } }).start();
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'consent.toggleDetails' });
    actor.send({ type: 'consent.setCategory', category: 'analytics', value: true });
    actor.send({ type: 'consent.saveCustom' });
    expect(selectConsent(actor.getSnapshot())).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    actor.send({ type: 'consent.open' });
    expect(actor.getSnapshot().matches({ banner: 'details' })).toBe(true);
    // Withdrawing is as easy as giving consent.
    actor.send({ type: 'consent.rejectAll' });
    expect(persisted.at(-1)).toEqual(ONLY_NECESSARY);
    vi.useRealTimers();
  });

  it('treats a stored choice as decided and never shows the banner', () => {
    const actor = createActor(testMachine([]), { input: { stored: ALL_ACCEPTED } }).start();
    expect(actor.getSnapshot().matches('decided')).toBe(true);
  });

  it.each([
    '{not json',
    '"yes"',
    '{"necessary":false,"analytics":true,"marketing":true}',
    '{}',
    'null',
    '',
  ])('reads the corrupt stored value %j as no choice', (raw) => {
    expect(parseCookiePreferences(raw)).toBeNull();
  });
});
