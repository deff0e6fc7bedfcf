import { useEffect } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useActorGate } from '../../components/useActorGate';
import type {
  LandingQuizActor,
  LandingQuizEvent,
  LandingQuizSnapshot,
} from '../../machines/landingQuiz';

/** The running quiz as `LiveLandingQuiz` hands it to the page. */
export interface LandingQuizView {
  actor: LandingQuizActor;
  selectIsOpen: (snapshot: LandingQuizSnapshot) => boolean;
}

/**
 * The landing quiz for the landing page, whose start-up does not include its code (the machine,
 * its sign-in step, its services): that loads when the visitor first opens the test, or at once
 * when answers wait for their results (src/app: `landingQuizWaiting`). Until the machine runs the
 * quiz is closed, as the machine starts; events sent meanwhile reach it in order once it runs.
 *
 * `wanted`: render `LiveLandingQuiz` with `attach` as its `onView`.
 */
export function useLandingQuiz() {
  const logic = useRouteContext({ from: '__root__', select: (context) => context.logic });
  const { view, wanted, send, want, attach } = useActorGate<LandingQuizEvent, LandingQuizView>();

  useEffect(() => {
    if (logic.landingQuizWaiting()) want();
  }, [logic, want]);

  const isOpen = useSelector(view?.actor, (snapshot) =>
    snapshot && view ? view.selectIsOpen(snapshot) : false,
  );

  return { actor: view?.actor ?? null, isOpen, send, wanted, attach };
}
