import { Meter } from 'react-aria-components';
import type { Recommendation } from '../../content/quiz/pageQuiz';
import * as s from './quiz.css';

/**
 * The page quiz results (and the /test-results preview): each business model with its
 * description, its match as a percentage (a meter) and the number of matching keywords.
 */
export function RecommendationList({
  recommendations,
  headingLevel = 3,
}: {
  recommendations: readonly Recommendation[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={s.recommendations} aria-label="Rekommenderade affärsmodeller">
      {recommendations.map((rec, i) => (
        <li key={rec.name} className={s.recommendation}>
          <div className={s.recommendationHead}>
            <Heading className={s.recommendationTitle}>
              {i + 1}. {rec.name}
            </Heading>
            <p className={s.recommendationMeta}>{rec.points} poäng</p>
          </div>
          <p className={s.ideaText}>{rec.description}</p>
          <Meter
            value={rec.score}
            aria-label={`Matchning för ${rec.name}`}
            valueLabel={`${rec.score} %`}
          >
            {({ percentage, valueText }) => (
              <>
                <span className={s.meterLabel}>
                  <span>Matchning</span>
                  <span>{valueText}</span>
                </span>
                <span className={s.meterTrack} style={{ display: 'block' }}>
                  <span
                    className={s.meterFill}
                    style={{ display: 'block', width: `${percentage}%` }}
                  />
                </span>
              </>
            )}
          </Meter>
        </li>
      ))}
    </ol>
  );
}
