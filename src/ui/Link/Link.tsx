import { forwardRef } from 'react';
import { createLink } from '@tanstack/react-router';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { link, plain } from './Link.css';

export interface BaseLinkProps extends Omit<RACLinkProps, 'className'> {
  className?: string;
  /** Without underline and in the surrounding colour (for cards, tiles, navigation). */
  unstyled?: boolean;
}

const StyledLink = forwardRef<HTMLAnchorElement, BaseLinkProps>(function StyledLink(
  { className, unstyled, ...props },
  ref,
) {
  return (
    <RACLink
      {...props}
      ref={ref}
      className={[unstyled ? plain : link, className].filter(Boolean).join(' ')}
    />
  );
});

/**
 * Router-aware link: typed `to`/`params`/`search` from TanStack Router, rendered as
 * react-aria's Link (keyboard, press and focus-visible states).
 */
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
  children: React.ReactNode;
  className?: string;
  rel?: string;
  'aria-label'?: string;
}) {
  return (
    <RACLink
      href={href}
      target="_blank"
      rel={rel}
      aria-label={ariaLabel}
      className={[link, className].filter(Boolean).join(' ')}
    >
      {children}
    </RACLink>
  );
}
