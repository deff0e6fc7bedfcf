import { described, describedHead } from '../content/site';
import { createFileRoute } from '@tanstack/react-router';
import { sampleFreeText, sampleRecommendations } from '../content/quiz/pageQuiz';
import { Page } from '../ui/Layout/Layout';
import { Link } from '../ui/Link/Link';
import { RecommendationList } from '../components/quiz/RecommendationList';
import * as s from '../components/quiz/quiz.css';

export const Route = createFileRoute('/test-results')({
  head: describedHead('/test-results'),
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () => described('Förhandsvisning av resultatsidan i företagstestet med exempeldata.'),
  codeSplitGroupings: [['loader', 'component']],
  component: TestResultsPage,
});

/** /test-results: the results view with sample data, clearly marked as a test. */
function TestResultsPage() {
  return (
    <Page narrow title="Dina resultat" lead="Förhandsvisning av resultatsidan i företagstestet.">
      <div className={s.testBanner} role="note" aria-label="Testläge">
        <span className={s.testBadge}>Testläge</span>
        <p className={s.testBannerText}>
          Det här är exempeldata, inte dina svar. Beskrivningen som gav resultaten: ”
          {sampleFreeText}”
        </p>
      </div>
      <RecommendationList recommendations={sampleRecommendations} headingLevel={2} />
      <p style={{ marginTop: '2rem' }}>
        <Link to="/quiz">Gör företagstestet med dina egna svar</Link>
      </p>
    </Page>
  );
}
