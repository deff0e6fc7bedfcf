import { useEffect } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazyModule } from '../../components/useLazyActor';
import { useLazyLogic } from '../../pages/useLazyLogic';

/** The quiz's machine (its sign-in step, its services): not in the landing page's start-up. */
const liveQuiz = lazyModule(() => import('./LiveLandingQuiz'));

/**
 * The landing quiz for the landing page, whose start-up does not include its code (the machine,
 * its sign-in step, its services): that loads when the visitor first opens the test, or at once
 * when answers wait for their results (src/app: `landingQuizWaiting`), and the page starts its
 * actor then. Until the machine runs the quiz is closed, as the machine starts; events sent
 * meanwhile reach it in order once it runs.
 */
export function useLandingQuiz() {
  const logic = useRouteContext({ from: '__root__', select: (context) => context.logic });
  const { live, send, want } = useLazyLogic('landingQuiz', liveQuiz, {
    machine: (loaded) => loaded.machine,
  });

  useEffect(() => {
    if (logic.landingQuizWaiting()) want();
  }, [logic, want]);

  const isOpen = useSelector(live?.actor, (snapshot) =>
    snapshot && live ? live.module.selectIsOpen(snapshot) : false,
  );

  return { actor: live?.actor ?? null, isOpen, send };
}
