/**
 * The user's-eye models whose paths the end-to-end suites play on the rendered pages
 * (tests/e2e/models): how many paths each gives and the share of its transitions they take,
 * printed here without a browser. Every transition of every model is on a path.
 */
import { describe, expect, it } from 'vitest';
import { planModel, planSummary, type Model, type ModelEvent } from '../../src/statecharts/planner';
import { REGISTRATION_STEPS, registration } from '../e2e/models/registration.model';
import { SIGN_IN_STEPS, signInByCode } from '../e2e/models/signInByCode.model';
import { LANDING_QUIZ_STEPS, landingQuiz } from '../e2e/models/landingQuiz.model';
import { COOKIE_STEPS, cookieConsent } from '../e2e/models/cookieConsent.model';
import { EDITOR_STEPS, contentEditor } from '../e2e/models/contentEditor.model';

/** The model's plan, as the end-to-end suite plays it, summed up. */
const plan =
  <S, E extends ModelEvent>(model: Model<S, E>, maxSteps: number) =>
  () => {
    const planned = planModel(model, { merge: { maxSteps } });
    return { summary: planSummary(planned), ...planned.transitions, paths: planned.paths.length };
  };

const MODELS = [
  [signInByCode.name, plan(signInByCode, SIGN_IN_STEPS)],
  [registration.name, plan(registration, REGISTRATION_STEPS)],
  [landingQuiz.name, plan(landingQuiz, LANDING_QUIZ_STEPS)],
  [cookieConsent.name, plan(cookieConsent, COOKIE_STEPS)],
  [contentEditor.name, plan(contentEditor, EDITOR_STEPS)],
] as const;

describe('user-interface models (tests/e2e/models)', () => {
  it.each(MODELS)('%s: every transition is on a path', (_, planned) => {
    const { summary, covered, total, paths } = planned();
    console.log(`[ui model] ${summary}`);
    expect(covered).toBe(total);
    expect(paths).toBeGreaterThan(0);
  });
});
