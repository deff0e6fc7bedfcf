import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import type { FaqEntry } from '../../content/pages/faq';
import { ArticleAnchor } from '../../pages/ArticleAnchor';
import * as s from '../../pages/pages.css';

/**
 * Questions as an accordion: react-aria's DisclosureGroup, one question a Disclosure whose trigger
 * sits in a heading (so the list can be skimmed by heading) and carries aria-expanded.
 */
export function Accordion({
  entries,
  headingLevel = 3,
}: {
  entries: readonly FaqEntry[];
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <DisclosureGroup allowsMultipleExpanded className={s.accordion}>
      {entries.map((entry) => (
        <Disclosure key={entry.id} id={entry.id} className={s.disclosure}>
          <Heading level={headingLevel} className={s.disclosureHeading}>
            <Button slot="trigger" className={s.disclosureTrigger}>
              <span>{entry.question}</span>
              <svg className={s.chevron} viewBox="0 0 20 20" aria-hidden="true" fill="none">
                <path
                  d="M5 7.5l5 5 5-5"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </Button>
          </Heading>
          <DisclosurePanel className={s.disclosurePanel}>
            <p>{entry.answer}</p>
            {entry.article ? (
              <p>
                Läs mer: <ArticleAnchor article={entry.article} />
              </p>
            ) : null}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
