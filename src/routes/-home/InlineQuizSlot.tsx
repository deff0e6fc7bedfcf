import { useShowToast } from '../-lib/useShowToast';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { LANDING_STEPS, landingQuestions } from '../../content/quiz/landingQuiz';
import {
  QUESTION_COUNT,
  landingQuizMachine,
  selectPhase,
  suggestedIdeas,
} from '../../machines/landingQuiz';
import { Button } from '../../ui/Button/Button';
import { useSignedInEmail } from '../-lib/useSignedInEmail';
import { IdeaResults } from './IdeaResults';
import { LandingQuestionStep } from './LandingQuestionStep';
import { LoginStep } from './LoginStep';
import { ProgressDots } from './ProgressDots';
import * as s from '../../components/quiz/quiz.css';

/**
 * The business test that opens inline below the landing page's hero. It runs the landing quiz
 * machine, provides its side effects (toasts through the root system's toasts actor, navigation
 * through the router) and forwards sign-in changes as `quiz.userChanged`.
 */
export function InlineQuizSlot({ onClose }: { onClose: () => void }) {
  const showToast = useShowToast();
  const navigate = useNavigate();
  const userEmail = useSignedInEmail();

  const [logic] = useState(() =>
    landingQuizMachine.provide({
      actions: {
        showToast,
        navigate: (_, target) => void navigate(target),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { userEmail } });

  useEffect(() => {
    actor.send({ type: 'quiz.userChanged', email: userEmail });
  }, [actor, userEmail]);

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
  const busy = phase === 'saving' || phase === 'sendingCode' || phase === 'google';
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
        onSelect={(option) => actor.send({ type: 'quiz.select', option })}
        onNext={() => actor.send({ type: 'quiz.next' })}
        onBack={() => actor.send({ type: 'quiz.goTo', step: step - 1 })}
      />
    );
  } else if (phase === 'login' || phase === 'sendingCode' || phase === 'google') {
    body = (
      <LoginStep
        ref={headingRef}
        {...form}
        isSendingCode={phase === 'sendingCode'}
        isGoogleLoading={phase === 'google'}
        onEmailChange={(value) => actor.send({ type: 'quiz.emailChanged', value })}
        onTermsChange={(accepted) => actor.send({ type: 'quiz.termsChanged', accepted })}
        onSubmit={() => actor.send({ type: 'quiz.submitLogin' })}
        onGoogle={() => actor.send({ type: 'quiz.googleSignIn' })}
        onRestart={() => actor.send({ type: 'quiz.restart' })}
      />
    );
  } else if (phase === 'results' || phase === 'saveFailed') {
    body = (
      <IdeaResults
        ref={headingRef}
        ideas={suggestedIdeas({ answers })}
        saveFailed={phase === 'saveFailed'}
        onRetry={() => actor.send({ type: 'quiz.retry' })}
        onRestart={() => actor.send({ type: 'quiz.restart' })}
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
          Sparar dina resultat...
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
        <Button variant="ghost" size="sm" className={s.closeButton} onPress={onClose}>
          Stäng testet
        </Button>
      </div>
      <div className={s.progressRow}>
        <ProgressDots
          total={LANDING_STEPS}
          current={step}
          isBusy={busy}
          onSelect={(target) => actor.send({ type: 'quiz.goTo', step: target })}
        />
        <p className={s.stepLabel} aria-hidden="true">
          Steg {step + 1} av {LANDING_STEPS}
        </p>
      </div>
      {body}
    </div>
  );
}
