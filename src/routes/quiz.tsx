import { described, describedHead } from '../content/site';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../ui/Layout/Layout';
import { PageQuiz } from './-quiz/PageQuiz';

export const Route = createFileRoute('/quiz')({
  head: describedHead('/quiz'),
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () =>
    described(
      'Företagstestet: sex frågor om pengar, tid, erfarenhet och din idé ger förslag på affärsmodeller att utforska.',
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: QuizPage,
});

/** /quiz: the business test as a page. Needs no parameters (the verify flow sends users here). */
function QuizPage() {
  return (
    <Page
      narrow
      eyebrow="Företagstestet"
      title="Vilken affärsmodell passar dig?"
      lead="Sex frågor om pengar, tid, erfarenhet och din idé ger förslag på affärsmodeller att utforska."
    >
      <PageQuiz />
    </Page>
  );
}
