import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
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

/** The stored choice arrives from the `readStored` actor: nothing, a choice, or a read failure. */
const RESTORED = [
  { type: 'xstate.done.actor.readStored', output: null },
  { type: 'xstate.done.actor.readStored', output: ONLY_NECESSARY },
  { type: 'xstate.error.actor.readStored', error: new Error('storage unavailable') },
] as unknown as CookieConsentEvent[];

const EVENTS: CookieConsentEvent[] = [
  { type: 'cookieConsent.acceptAll' },
  { type: 'cookieConsent.necessaryOnly' },
  { type: 'cookieConsent.rejectAll' },
  { type: 'cookieConsent.toggleDetails' },
  { type: 'cookieConsent.setCategory', category: 'analytics', value: true },
  { type: 'cookieConsent.setCategory', category: 'marketing', value: true },
  { type: 'cookieConsent.saveCustom' },
  { type: 'cookieConsent.open' },
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
  /** The stored choice is still being read: nothing shows yet, the footer link does nothing. */
  restoring: boolean;
  /** Not yet shown because the 1 s delay has not passed. */
  waiting: boolean;
  draft: CookiePreferences;
  stored: CookiePreferences | null;
  /** The last event was a choice (it is written to storage, even when unchanged). */
  justChose: boolean;
}

const START: VisitorModel = {
  view: 'hidden',
  restoring: true,
  waiting: false,
  draft: ONLY_NECESSARY,
  stored: null,
  justChose: false,
};

/** What each event does for the visitor (from the spec, not from the machine). */
function step(model: VisitorModel, event: CookieConsentEvent | { type: string }): VisitorModel {
  return { ...reduce({ ...model, justChose: false }, event) };
}

function reduce(model: VisitorModel, event: CookieConsentEvent | { type: string }): VisitorModel {
  const shown = model.view !== 'hidden';
  const decide = (preferences: CookiePreferences): VisitorModel => ({
    view: 'hidden',
    restoring: false,
    waiting: false,
    draft: preferences,
    stored: preferences,
    justChose: true,
  });
  switch (event.type) {
    case 'xstate.done.actor.readStored': {
      if (!model.restoring) return model;
      const { output } = event as unknown as { output: CookiePreferences | null };
      // A stored choice counts as decided (and is written back); none starts the 1 s wait.
      return output ? decide(output) : { ...model, restoring: false, waiting: true };
    }
    case 'xstate.error.actor.readStored':
      // Unreadable storage is the same as no choice: ask again.
      return model.restoring ? { ...model, restoring: false, waiting: true } : model;
    case 'xstate.after.bannerDelay.cookieConsent.waiting':
      return model.waiting
        ? { ...model, view: 'summary', waiting: false, draft: model.stored ?? ONLY_NECESSARY }
        : model;
    case 'cookieConsent.acceptAll':
      return shown ? decide(ALL_ACCEPTED) : model;
    case 'cookieConsent.necessaryOnly':
    case 'cookieConsent.rejectAll':
      return shown ? decide(ONLY_NECESSARY) : model;
    case 'cookieConsent.toggleDetails':
      if (model.view === 'summary') return { ...model, view: 'details' };
      if (model.view === 'details') return { ...model, view: 'summary' };
      return model;
    case 'cookieConsent.setCategory': {
      if (model.view !== 'details') return model;
      const { category, value } = event as Extract<
        CookieConsentEvent,
        { type: 'cookieConsent.setCategory' }
      >;
      return { ...model, draft: { ...model.draft, [category]: value } };
    }
    case 'cookieConsent.saveCustom':
      return model.view === 'details' ? decide(model.draft) : model;
    case 'cookieConsent.open':
      // The footer's 'Cookie-inställningar' opens the details with the current choice ticked.
      return !shown && !model.waiting && !model.restoring
        ? { ...model, view: 'details', draft: model.stored ?? ONLY_NECESSARY }
        : model;
    default:
      return model;
  }
}

/** Never settles: the replayed paths deliver the read's outcome as events. */
const pendingRead = fromPromise<CookiePreferences | null>(() => new Promise(() => {}));

function testMachine(persisted: (CookiePreferences | null)[], stored: CookiePreferences | null) {
  return cookieConsentMachine.provide({
    actors: { readStored: fromPromise(async () => stored) },
    actions: { persist: (_, params) => persisted.push(params.preferences) },
  });
}

describe('cookie consent machine (model-based)', () => {
  it('reaches every state and transition: no stored choice, a stored one, unreadable storage', () => {
    const persist = vi.fn();
    const machine = cookieConsentMachine.provide({
      actors: { readStored: pendingRead },
      actions: { persist: (_, params) => persist(params.preferences) },
    });
    // The read's outcome only exists while reading (an error event elsewhere would crash the actor).
    const paths = coveringPaths(machine, {
      events: (snapshot) => (snapshot.matches('restoring') ? [...RESTORED, ...EVENTS] : EVENTS),
      serializeState,
    });
    expect(paths.length).toBeGreaterThan(0);
    // An independent model of what the visitor sees and what is stored, driven by the path's
    // events alone: the machine's snapshot is compared with it after every step.
    let model = START;
    const coverage = replayPaths(machine, paths, {
      spies: { persist },
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as ReturnType<typeof machine.getInitialSnapshot>;
        model = (event.type as string) === 'xstate.init' ? START : step(model, event);
        expect(selectBannerOpen(snapshot), 'banner shown').toBe(model.view !== 'hidden');
        expect(snapshot.matches({ banner: 'details' }), 'details view').toBe(
          model.view === 'details',
        );
        expect(selectConsent(snapshot), 'stored choice').toEqual(model.stored);
        if (model.view === 'details') expect(snapshot.context.draft).toEqual(model.draft);
        // Written to storage exactly when a choice is made (or confirmed at start), nothing else.
        if (model.justChose) expect(persist.mock.calls).toEqual([[model.stored]]);
        else expect(persist).not.toHaveBeenCalled();
        // Necessary cookies can never be switched off.
        expect(snapshot.context.draft.necessary).toBe(true);
      },
    });
    const journeys = [
      [
        'xstate.done.actor.readStored',
        'xstate.after.bannerDelay.cookieConsent.waiting',
        'cookieConsent.acceptAll',
      ],
      ['xstate.error.actor.readStored'],
      ['xstate.after.bannerDelay.cookieConsent.waiting', 'cookieConsent.rejectAll'],
      [
        'xstate.after.bannerDelay.cookieConsent.waiting',
        'cookieConsent.toggleDetails',
        'cookieConsent.setCategory',
        'cookieConsent.saveCustom',
      ],
      ['xstate.done.actor.readStored', 'cookieConsent.open', 'cookieConsent.necessaryOnly'],
      ['cookieConsent.open', 'cookieConsent.saveCustom'],
    ];
    for (const journey of journeys)
      expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
    expectFullCoverage(cookieConsentMachine, coverage);
  });
});

describe('cookie consent behaviour', () => {
  it('stays hidden for 1 s when nothing is stored, then shows the banner', async () => {
    vi.useFakeTimers();
    const actor = createActor(testMachine([], null)).start();
    expect(actor.getSnapshot().matches('restoring')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().matches('banner')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ banner: 'summary' })).toBe(true);
    vi.useRealTimers();
  });

  it.each([
    ['cookieConsent.acceptAll', ALL_ACCEPTED],
    ['cookieConsent.necessaryOnly', ONLY_NECESSARY],
    ['cookieConsent.rejectAll', ONLY_NECESSARY],
  ] as const)('%s stores %o', async (type, expected) => {
    const persisted: (CookiePreferences | null)[] = [];
    vi.useFakeTimers();
    const live = createActor(testMachine(persisted, null)).start();
    await vi.advanceTimersByTimeAsync(1000);
    live.send({ type });
    expect(selectConsent(live.getSnapshot())).toEqual(expected);
    expect(persisted.at(-1)).toEqual(expected);
    vi.useRealTimers();
  });

  it('saves a custom choice from the details view and can be reopened from the footer', async () => {
    vi.useFakeTimers();
    const persisted: (CookiePreferences | null)[] = [];
    const actor = createActor(testMachine(persisted, null)).start();
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'cookieConsent.toggleDetails' });
    actor.send({ type: 'cookieConsent.setCategory', category: 'analytics', value: true });
    actor.send({ type: 'cookieConsent.saveCustom' });
    expect(selectConsent(actor.getSnapshot())).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    actor.send({ type: 'cookieConsent.open' });
    expect(actor.getSnapshot().matches({ banner: 'details' })).toBe(true);
    // Withdrawing is as easy as giving consent.
    actor.send({ type: 'cookieConsent.rejectAll' });
    expect(persisted.at(-1)).toEqual(ONLY_NECESSARY);
    vi.useRealTimers();
  });

  it('treats a stored choice as decided and never shows the banner', async () => {
    vi.useFakeTimers();
    const persisted: (CookiePreferences | null)[] = [];
    const actor = createActor(testMachine(persisted, ALL_ACCEPTED)).start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().matches('decided')).toBe(true);
    expect(selectConsent(actor.getSnapshot())).toEqual(ALL_ACCEPTED);
    vi.useRealTimers();
  });

  it('shows the banner when storage cannot be read', async () => {
    vi.useFakeTimers();
    const actor = createActor(
      cookieConsentMachine.provide({
        actors: {
          readStored: fromPromise<CookiePreferences | null>(async () => {
            throw new Error('SecurityError');
          }),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ banner: 'summary' })).toBe(true);
    vi.useRealTimers();
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
