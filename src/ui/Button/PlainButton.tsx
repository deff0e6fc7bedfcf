import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './Button.css';

export type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> &
  ButtonVariants & {
    /** Replaces the button look (e.g. the footer's link-like button). */
    unstyled?: boolean;
  };

/**
 * The frame's button: a native `<button type="button">` with the design system's look, for the
 * single actions every page has (the footer's cookie settings, closing a toast, the cookie
 * banner's choices). It needs none of react-aria's press handling, so the code every page starts
 * with leaves react-aria out (≈ 14 KB gzip); a tap before the app has started is held by the
 * early event contract and carried out as a click. Widgets (menus, dialogs, forms) use
 * react-aria's `Button`.
 */
export function PlainButton({
  variant,
  size,
  unstyled = false,
  className,
  ...props
}: PlainButtonProps) {
  return (
    <button
      {...props}
      type="button"
      className={[unstyled ? null : button({ variant, size }), className].filter(Boolean).join(' ')}
    />
  );
}
