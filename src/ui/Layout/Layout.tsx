import type { ReactNode } from 'react';
import * as s from './Layout.css';

/** Centred content column with the site's max width. */
export function Container({
  children,
  narrow,
  className,
}: {
  children: ReactNode;
  narrow?: boolean;
  className?: string;
}) {
  return (
    <div
      className={[s.container, narrow ? s.narrow : undefined, className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}

/** A page: the container with vertical rhythm and a header with the one h1. */
export function Page({
  title,
  eyebrow,
  lead,
  children,
  narrow,
  actions,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  narrow?: boolean;
  actions?: ReactNode;
}) {
  return (
    <Container narrow={narrow} className={s.page}>
      <header className={s.pageHeader}>
        {actions}
        {eyebrow ? <span className={s.eyebrow}>{eyebrow}</span> : null}
        <h1 className={s.title}>{title}</h1>
        {lead ? <p className={s.lead}>{lead}</p> : null}
      </header>
      {children}
    </Container>
  );
}
