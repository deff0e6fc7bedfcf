import type { ElementType, ReactNode } from 'react';
import * as s from './Card.css';

export interface CardProps {
  children: ReactNode;
  /** Hover and focus-within feedback for cards that contain a main link. */
  interactive?: boolean;
  as?: ElementType;
  id?: string;
  className?: string;
  style?: React.CSSProperties;
  'aria-labelledby'?: string;
}

/** A surface with soft radius and a subtle border. */
export function Card({
  children,
  interactive,
  as: Tag = 'article',
  className,
  ...rest
}: CardProps) {
  return (
    <Tag
      {...rest}
      className={[s.card, interactive ? s.interactive : undefined, className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </Tag>
  );
}

export function CardTitle({
  children,
  level = 3,
  id,
}: {
  children: ReactNode;
  level?: 2 | 3 | 4;
  id?: string;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={s.title} id={id}>
      {children}
    </Tag>
  );
}

export function CardMeta({ children }: { children: ReactNode }) {
  return <p className={s.meta}>{children}</p>;
}
