import type { ElementType, ReactNode } from 'react';
import * as s from './Layout.css';
import { cluster, stack, type ClusterVariants, type StackVariants } from './primitives.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Children in a column with one gap between them (see `stack` for .css.ts composition). */
export function Stack({
  as: Element = 'div',
  gap,
  align,
  className,
  children,
}: StackVariants & { as?: ElementType; className?: string; children: ReactNode }) {
  return <Element className={join(stack({ gap, align }), className)}>{children}</Element>;
}

/** Children in a wrapping row with one gap between them (buttons, tags, meta data). */
export function Cluster({
  as: Element = 'div',
  gap,
  align,
  justify,
  className,
  children,
}: ClusterVariants & { as?: ElementType; className?: string; children: ReactNode }) {
  return (
    <Element className={join(cluster({ gap, align, justify }), className)}>{children}</Element>
  );
}

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

export function Grid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[s.grid, className].filter(Boolean).join(' ')}>{children}</div>;
}
