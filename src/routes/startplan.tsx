import { createFileRoute } from '@tanstack/react-router';
import { answersFrom, hasAnswers, type Answers } from '../content/startplan/keys';
import { staticPageHead } from '../content/site';
import { StartplanPage } from './-startplan/StartplanPage';

/**
 * /startplan, Din startplan och skattekalender. The answers live in the address, so a plan can be
 * shared and bookmarked; an address with answers is somebody's plan and is not indexed.
 */
export const Route = createFileRoute('/startplan')({
  validateSearch: (search: Record<string, unknown>): Answers => answersFrom(search),
  head: ({ match }) => {
    const head = staticPageHead('/startplan');
    return hasAnswers(match.search)
      ? { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
      : head;
  },
  component: StartplanRoute,
});

function StartplanRoute() {
  const search = Route.useSearch();
  return <StartplanPage answers={search} />;
}
