import { forwardRef } from 'react';
import type { LandingIdea } from '../../content/quiz/landingQuiz';
import { Button } from '../../ui/Button/Button';
import { Link } from '../../ui/Link/Link';
import * as s from '../../components/quiz/quiz.css';

export interface IdeaResultsProps {
  ideas: readonly LandingIdea[];
  /** The save failed: the ideas are still shown, with a way to save again. */
  saveFailed: boolean;
  onRetry: () => void;
  onRestart: () => void;
}

/** The landing quiz results: up to 5 ideas with a description, and 'Gör testet igen'. */
export const IdeaResults = forwardRef<HTMLHeadingElement, IdeaResultsProps>(function IdeaResults(
  { ideas, saveFailed, onRetry, onRestart },
  headingRef,
) {
  return (
    <div className={s.step}>
      <div>
        <h3 ref={headingRef} tabIndex={-1} className={s.stepTitle}>
          Dina förslag på affärsidéer
        </h3>
      </div>
      {saveFailed ? (
        <div className={s.notice}>
          <p className={s.noticeText}>
            <strong>Dina resultat kunde inte sparas.</strong> Dina svar finns kvar här, så du kan
            försöka spara dem igen.
          </p>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            Försök igen
          </Button>
        </div>
      ) : (
        <p className={s.stepHint}>
          Utifrån dina svar kan de här idéerna passa dig. Dina svar är sparade i din profil.
        </p>
      )}
      {ideas.length > 0 ? (
        <ol className={s.ideas} aria-label="Förslag på affärsidéer">
          {ideas.map((idea, i) => (
            <li key={idea.id} className={s.idea}>
              <span className={s.ideaNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h4 className={s.ideaTitle}>{idea.idea}</h4>
              <p className={s.ideaText}>{idea.description}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>Vi hittade inga idéer som matchar dina svar. Gör gärna testet igen med andra val.</p>
      )}
      <p className={s.stepHint}>
        Har du bestämt dig? <Link to="/startplan">Gör din startplan och skattekalender</Link>:
        stegen för att registrera företaget och alla datum för moms och deklarationer.
      </p>
      <div className={s.actions}>
        <Button variant="secondary" onPress={onRestart}>
          Gör testet igen
        </Button>
      </div>
    </div>
  );
});
