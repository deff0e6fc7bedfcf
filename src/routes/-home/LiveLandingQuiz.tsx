import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { landingQuizMachine, selectIsOpen } from '../../machines/landingQuiz';
import { useLogic } from '../-lib/useLogic';
import type { LandingQuizView } from './useLandingQuiz';

/**
 * The landing quiz's machine, started for as long as the page is shown, and handed to the page
 * with its selector: loaded when the test is first opened or when answers wait for their results.
 */
export default function LiveLandingQuiz({ onView }: { onView: (view: LandingQuizView) => void }) {
  const actor = useActorRef(useLogic('landingQuiz', landingQuizMachine));
  useEffect(() => onView({ actor, selectIsOpen }), [actor, onView]);
  return null;
}
