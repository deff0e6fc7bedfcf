import type { ReactNode } from 'react';
import { Card } from '../ui/Card/Card';
import { Checkbox } from '../ui/Checkbox/Checkbox';
import { ExternalLink } from '../ui/Link/Link';
import * as s from './pages.css';

/**
 * One numbered, tickable step with its text, its reading links and the authority's page: a step
 * of the checklist (/foretagslistan) and of a founder's start plan (/startplan).
 */
export function StepCard({
  step: { id, title, text, source },
  number,
  isDone,
  isDisabled = false,
  onToggle,
  anchor = false,
  children,
}: {
  step: { id: string; title: string; text: string; source: { label: string; url: string } };
  number: number;
  isDone: boolean;
  /** The tick waits (the start plan asks which answers apply first). */
  isDisabled?: boolean;
  onToggle: () => void;
  /** The card is a link target (`#steg-<id>`). */
  anchor?: boolean;
  /** The reading links before the authority's page, each an `<li>`. */
  children: ReactNode;
}) {
  return (
    <Card
      as="li"
      id={anchor ? `steg-${id}` : undefined}
      className={[s.step, isDone ? s.stepDone : undefined].filter(Boolean).join(' ')}
    >
      <span className={s.stepNumber} aria-hidden="true">
        {number}
      </span>
      <Checkbox
        isSelected={isDone}
        isDisabled={isDisabled}
        onChange={onToggle}
        aria-describedby={`steg-${id}-text`}
      >
        <span className={s.stepTitle}>{title}</span>
      </Checkbox>
      <p id={`steg-${id}-text`} className={s.stepText}>
        {text}
      </p>
      <ul className={s.stepLinks} aria-label={`Läs mer om steg ${number}`}>
        {children}
        <li>
          <ExternalLink href={source.url} aria-label={`${source.label} (öppnas i ny flik)`}>
            {source.label}
          </ExternalLink>
        </li>
      </ul>
    </Card>
  );
}
