import { quizIdeas, type QuizResultRow } from '../../../machines/profile';
import { Button } from '../../../ui/Button/Button';
import { button } from '../../../ui/Button/Button.css';
import { Card } from '../../../ui/Card/Card';
import { Link } from '../../../ui/Link/Link';
import * as s from './account.css';

/** '22 november 2026 kl. 14:05' in the visitor's time zone (several tests a day stay apart). */
const dateTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short' });

function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export interface QuizResultsCardProps {
  status: 'loading' | 'loaded' | 'failed';
  results: readonly QuizResultRow[];
  onRetry: () => void;
}

/** The signed-in user's saved business tests, newest first: date, suggested ideas, answers. */
export function QuizResultsCard({ status, results, onRetry }: QuizResultsCardProps) {
  return (
    <Card as="section" aria-labelledby="profile-results">
      <h2 id="profile-results" className={s.cardHeading}>
        Dina testresultat
      </h2>
      <div aria-live="polite" aria-busy={status === 'loading'}>
        {status === 'loading' ? <p className={s.muted}>Hämtar dina sparade resultat...</p> : null}
        {status === 'failed' ? (
          <>
            <p className={s.notice}>Kunde inte hämta dina sparade testresultat.</p>
            <div className={s.actions}>
              <Button variant="secondary" size="sm" onPress={onRetry}>
                Försök igen
              </Button>
            </div>
          </>
        ) : null}
        {status === 'loaded' && results.length === 0 ? (
          <>
            <p className={s.muted}>
              Du har inga sparade testresultat än. Gör affärstestet så sparas förslagen här.
            </p>
            <div className={s.actions}>
              <Link to="/" unstyled className={button({ variant: 'secondary', size: 'sm' })}>
                Gör testet på startsidan
              </Link>
            </div>
          </>
        ) : null}
        {status === 'loaded' && results.length > 0 ? (
          <ol className={s.results}>
            {results.map((result) => (
              <QuizResult key={result.id} result={result} />
            ))}
          </ol>
        ) : null}
      </div>
    </Card>
  );
}

function QuizResult({ result }: { result: QuizResultRow }) {
  const ideas = quizIdeas(result.business_type);
  return (
    <li className={s.result}>
      <h3 className={s.resultHeading}>
        Test den <time dateTime={result.created_at}>{formatSavedAt(result.created_at)}</time>
      </h3>
      <p className={s.resultDate}>Föreslagna idéer</p>
      {ideas.length > 0 ? (
        <ul className={s.tags}>
          {ideas.map((idea) => (
            <li key={idea} className={s.idea}>
              {idea}
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.muted}>Inga idéer matchade dina svar.</p>
      )}
      <p className={s.resultDate}>Dina svar</p>
      <ul className={s.tags}>
        {result.answers.map((answer, index) => (
          <li key={`${index}-${answer}`} className={s.answer}>
            {answer}
          </li>
        ))}
      </ul>
    </li>
  );
}
