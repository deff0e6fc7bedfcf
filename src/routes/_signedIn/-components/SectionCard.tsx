import type { ReactNode } from 'react';
import { Card } from '../../../ui/Card/Card';
import * as s from './account.css';

/** A card of /account and /profile: a section labelled by its heading. */
export function SectionCard({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} className={className}>
      <h2 id={id} className={s.cardHeading}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
