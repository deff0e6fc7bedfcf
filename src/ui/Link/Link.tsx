import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { createLink } from '@tanstack/react-router';
import { link, plain } from './Link.css';

export interface BaseLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  className?: string;
  /** Without underline and in the surrounding colour (for cards, tiles, navigation). */
  unstyled?: boolean;
}

/**
 * A plain `<a>`: a link needs no script to be followed, focused or hovered (the CSS uses
 * `:hover` and `:focus-visible`), so a page of a hundred links hydrates without a hundred sets of
 * press, hover and focus handlers.
 */
const StyledLink = forwardRef<HTMLAnchorElement, BaseLinkProps>(function StyledLink(
  { className, unstyled, ...props },
  ref,
) {
  return (
    <a
      {...props}
      ref={ref}
      className={[unstyled ? plain : link, className].filter(Boolean).join(' ')}
    />
  );
});

/** Router-aware link: typed `to`/`params`/`search` from TanStack Router, rendered as an `<a>`. */
export const Link = createLink(StyledLink);

/** A link that leaves the site: always a new tab with rel="noopener". */
export function ExternalLink({
  href,
  children,
  className,
  rel = 'noopener',
  'aria-label': ariaLabel,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  rel?: string;
  'aria-label'?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={rel}
      aria-label={ariaLabel}
      className={[link, className].filter(Boolean).join(' ')}
    >
      {children}
    </a>
  );
}
