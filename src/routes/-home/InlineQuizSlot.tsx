import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import {
  LANDING_STEPS,
  QUESTION_COUNT,
  landingQuestions,
  suggestedIdeas,
} from '../../content/quiz/landingQuiz';
import { selectPhase, type LandingQuizActor } from '../../machines/landingQuiz';
import { Button } from '../../ui/Button/Button';
import { useCaptcha } from '../../components/auth/Captcha';
import { useCodeRequest } from '../../components/auth/useCodeRequest';
import { IdeaResults } from './IdeaResults';
import { LandingQuestionStep } from './LandingQuestionStep';
import { LoginStep } from './LoginStep';
import { ProgressDots } from './ProgressDots';
import * as s from '../../components/quiz/quiz.css';
import { CODE_REQUEST } from '../../machines/codeRequest';

/** The business test that opens inline below the landing page's hero: renders the landing quiz. */
export function InlineQuizSlot({ actor }: { actor: LandingQuizActor }) {
  const code = useCodeRequest(useSelector(actor, (snap) => snap.children[CODE_REQUEST]));
  const captcha = useCaptcha();
  const phase = useSelector(actor, selectPhase);
  const step = useSelector(actor, (snap) => snap.context.step);
  const answers = useSelector(actor, (snap) => snap.context.answers);
  const form = useSelector(
    actor,
    (snap) => ({
      email: snap.context.email,
      termsAccepted: snap.context.termsAccepted,
      emailError: snap.context.emailError,
      termsError: snap.context.termsError,
    }),
    (a, b) =>
      a.email === b.email &&
      a.termsAccepted === b.termsAccepted &&
      a.emailError === b.emailError &&
      a.termsError === b.termsError,
  );

  // A new step moves focus to its heading (not on first render: the page decides that).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownView = phase === 'question' ? `q${step}` : phase;
  const firstView = useRef(shownView);
  useEffect(() => {
    if (shownView === firstView.current) return;
    firstView.current = '';
    headingRef.current?.focus();
  }, [shownView]);

  const titleId = useId();
  const busy =
    phase === 'saving' || phase === 'waiting' || phase === 'requestingCode' || phase === 'google';
  const question = landingQuestions[step];
  const selected = answers[step] ?? [];

  let body;
  if (phase === 'question' && question) {
    body = (
      <LandingQuestionStep
        // A fresh radio/checkbox group per question (its roving focus belongs to one question).
        key={step}
        ref={headingRef}
        question={question}
        step={step}
        selected={selected}
        canGoNext={selected.length > 0}
        isLast={step === QUESTION_COUNT - 1}
        onSelect={(option) => actor.send({ type: 'landingQuiz.select', option })}
        onNext={() => actor.send({ type: 'landingQuiz.next' })}
        onBack={() => actor.send({ type: 'landingQuiz.goTo', step: step - 1 })}
      />
    );
  } else if (phase === 'login' || phase === 'requestingCode' || phase === 'google') {
    body = (
      <LoginStep
        ref={headingRef}
        {...form}
        isSendingCode={phase === 'requestingCode'}
        cooldownSeconds={code.cooldownSeconds}
        isGoogleLoading={phase === 'google'}
        onEmailChange={(value) =>
          actor.send({ type: 'landingQuiz.fieldChanged', field: 'email', value })
        }
        onTermsChange={(accepted) => actor.send({ type: 'landingQuiz.termsChanged', accepted })}
        captcha={captcha.widget}
        onSubmit={() => actor.send({ type: 'landingQuiz.submit', captchaToken: captcha.take() })}
        onGoogle={() => actor.send({ type: 'landingQuiz.googleSignIn' })}
        onRestart={() => actor.send({ type: 'landingQuiz.restart' })}
      />
    );
  } else if (phase === 'results' || phase === 'saveFailed') {
    body = (
      <IdeaResults
        ref={headingRef}
        ideas={suggestedIdeas({ answers })}
        saveFailed={phase === 'saveFailed'}
        onRetry={() => actor.send({ type: 'landingQuiz.retry' })}
        onRestart={() => actor.send({ type: 'landingQuiz.restart' })}
      />
    );
  } else {
    body = (
      <div className={s.step}>
        <h3 ref={headingRef} tabIndex={-1} className={s.stepTitle}>
          Dina resultat
        </h3>
        <p className={s.status} role="status">
          <span className={s.spinner} aria-hidden="true" />
          {phase === 'waiting' ? 'Kontrollerar din inloggning...' : 'Sparar dina resultat...'}
        </p>
      </div>
    );
  }

  return (
    <div className={s.panel}>
      <div className={s.panelHeader}>
        <div>
          <h2 id={titleId} className={s.panelTitle}>
            Företagstestet
          </h2>
          <p className={s.panelLead}>
            Fem snabba frågor om tid, pengar och intressen ger förslag på affärsidéer som passar
            dig.
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className={s.closeButton}
          isDisabled={busy}
          onPress={() => actor.send({ type: 'landingQuiz.close' })}
        >
          Stäng testet
        </Button>
      </div>
      <div className={s.progressRow}>
        <ProgressDots
          total={LANDING_STEPS}
          current={step}
          isBusy={busy}
          onSelect={(target) => actor.send({ type: 'landingQuiz.goTo', step: target })}
        />
        <p className={s.stepLabel} aria-hidden="true">
          Steg {step + 1} av {LANDING_STEPS}
        </p>
      </div>
      {body}
    </div>
  );
}
