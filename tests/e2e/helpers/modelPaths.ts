/**
 * Model paths played on the rendered pages (issue 38): a small user's-eye model of a flow
 * (tests/e2e/models/*.ts: the states the user can see, the events the user can do, written from
 * the spec, decisions.md and the README, never from src/machines), its covering paths generated
 * with xstate/graph by the one planner (src/statecharts/planner.ts), and each path played in Chromium against the
 * built demo: every event done as a user does it (a click, typing, a reload, time passing on the
 * page's clock), and after every step what the user sees there asserted.
 *
 *   playModelPaths(signInByCode, { start, act, see });
 *
 * registers one test per path, named by its events, inside a describe that names the model, its
 * number of paths and the share of the model's transitions they take. Paths are independent (a
 * fresh browser context each, so a fresh demo database) and run in parallel with the rest.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  describeModelPath,
  planModel,
  planSummary,
  type Model,
  type ModelEvent,
  type ModelPath,
  type ModelPlan,
} from '../../../src/statecharts/planner';

export { planModel, planSummary, type Model } from '../../../src/statecharts/planner';

export interface UiBinding<S, E extends ModelEvent, W> {
  /** Sets up one path: its own data (an address, the page to open) and the first page load. */
  start: (page: Page, path: ModelPath<S, E>, testInfo: TestInfo) => Promise<W>;
  /** Does the event as a user does it. */
  act: (world: W, event: E, before: S, after: S) => Promise<void>;
  /**
   * Asserts what the user sees in `state` (`event`: what led there, null at the start);
   * `toasts` holds the toasts shown since the step began.
   */
  see: (world: W, state: S, event: E | null, toasts: ToastLog) => Promise<void>;
}

/**
 * Every toast the page has shown, as the test saw it appear (title and description), across page
 * loads. A toast lasts 5 s and the next replaces it: a step's toast is looked for among those
 * shown since the step began, not on the page at the moment of looking.
 */
export class ToastLog {
  private readonly shown: string[] = [];
  private from = 0;

  static async watch(page: Page): Promise<ToastLog> {
    const log = new ToastLog();
    await page.exposeBinding('__startklarToastShown', (_source, text: string) => {
      log.shown.push(text);
    });
    await page.addInitScript(() => {
      const reported = new WeakSet<Element>();
      const report = (window as unknown as { __startklarToastShown: (text: string) => void })
        .__startklarToastShown;
      const look = () => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
          if (reported.has(toast)) continue;
          reported.add(toast);
          report(toast.textContent ?? '');
        }
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true });
    });
    return log;
  }

  /** From now on, only newer toasts count. */
  beginStep(): void {
    this.from = this.shown.length;
  }

  /** The toasts shown since the step began. */
  get sinceStep(): readonly string[] {
    return this.shown.slice(this.from);
  }

  /** Waits until a toast with this title and description has been shown in this step. */
  async expectShown(expected: { title: string; description: string | RegExp }): Promise<void> {
    const matches = (text: string) =>
      text.startsWith(expected.title) &&
      (typeof expected.description === 'string'
        ? text.slice(expected.title.length) === expected.description
        : expected.description.test(text.slice(expected.title.length)));
    await expect
      .poll(() => this.sinceStep.some(matches), {
        message: `a toast '${expected.title}' / ${String(expected.description)} shown in this step`,
      })
      .toBe(true);
  }
}

export interface PlayOptions {
  /** Chain paths (fewer page loads) up to this many steps each. */
  maxSteps?: number;
  /** Per path: a base plus this much per step (the pages are slow on a busy machine). */
  timeout?: { base: number; perStep: number };
  /** The page's clock is Playwright's (installed before the first page load): see `installClock`. */
  clock?: boolean;
}

/**
 * The paths of `model`, one test each. Returns the plan (for a suite that also checks journeys).
 */
export function playModelPaths<S, E extends ModelEvent, W>(
  model: Model<S, E>,
  binding: UiBinding<S, E, W>,
  options: PlayOptions = {},
): ModelPlan<S, E> {
  const plan = planModel(
    model,
    options.maxSteps === undefined ? {} : { merge: { maxSteps: options.maxSteps } },
  );
  if (plan.transitions.covered !== plan.transitions.total)
    throw new Error(`${planSummary(plan)}: the paths leave transitions out`);
  const timeout = options.timeout ?? { base: 20_000, perStep: 4_000 };
  test.describe(`model ${planSummary(plan)}`, () => {
    plan.paths.forEach((path, index) => {
      test(`path ${index + 1}: ${describeModelPath(model, path)}`, async ({ page }, testInfo) => {
        test.setTimeout(timeout.base + path.steps.length * timeout.perStep);
        if (options.clock) await installClock(page);
        const toasts = await ToastLog.watch(page);
        const world = await binding.start(page, path, testInfo);
        await test.step('(start)', () => binding.see(world, model.initial, null, toasts));
        let before = model.initial;
        for (const [at, step] of path.steps.entries()) {
          const name = `${at + 1}. ${describeModelPath(model, { steps: [step] })}`;
          await test.step(name, async () => {
            toasts.beginStep();
            await binding.act(world, step.event, before, step.state);
            await binding.see(world, step.state, step.event, toasts);
          });
          before = step.state;
        }
      });
    });
  });
  return plan;
}

/**
 * Puts the page's time in the test's hands (`page.clock`): time flows as usual, and
 * `page.clock.runFor(ms)` lets `ms` pass at once, every timer of the page firing on its way (a
 * countdown, a toast's 5 s, the demo backend's code expiry, which reads the page's `Date`).
 *
 * Playwright's clock also stands in for `performance`, whose marks it drops; the app marks its
 * start-up there and the fixtures wait for that mark, so the marks are kept here (a script added
 * after the clock's own).
 */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => {
    const clockPerformance = window.performance;
    const marks: PerformanceEntry[] = [];
    const mark = clockPerformance.mark.bind(clockPerformance);
    clockPerformance.mark = ((name: string, options?: PerformanceMarkOptions) => {
      const entry = {
        name,
        entryType: 'mark',
        startTime: clockPerformance.now(),
        duration: 0,
        detail: null,
        toJSON: () => ({ name }),
      } as PerformanceMark;
      marks.push(entry);
      mark(name, options);
      return entry;
    }) as Performance['mark'];
    clockPerformance.getEntriesByName = ((name: string) =>
      marks.filter((entry) => entry.name === name)) as Performance['getEntriesByName'];
  });
}

/** The page's own time (`Date.now()` in the page, Playwright's clock when it is installed). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}
