import { useEffect, useRef } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { announce } from '../Announcer/Announcer';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = Omit<RACButtonProps, 'className' | 'isPending'> &
  ButtonVariants & {
    className?: string;
    /**
     * Work is under way: the button stays focusable but does nothing, says so with
     * `aria-disabled` and `data-busy`, and its new label is announced to a focused visitor.
     */
    isPending?: boolean;
  };

/**
 * The one button of the design system: react-aria's Button styled through its data attributes.
 * Pending is handled here rather than by react-aria's `isPending`, which announces the button by
 * an element id that may already be gone (e.g. a retry button replaced by the results it
 * fetched); we announce the label text instead.
 */
export function Button({
  variant,
  size,
  className,
  isPending = false,
  onPress,
  onPressStart,
  onPressEnd,
  onPressChange,
  onPressUp,
  type,
  ...props
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(isPending);
  useEffect(() => {
    const node = ref.current;
    if (wasPending.current !== isPending && node !== null && node === document.activeElement) {
      announce(node.textContent ?? '');
    }
    wasPending.current = isPending;
  }, [isPending]);

  const pressHandlers = isPending
    ? {}
    : { onPress, onPressStart, onPressEnd, onPressChange, onPressUp };
  return (
    <RACButton
      {...props}
      {...pressHandlers}
      ref={ref}
      // A pending submit button must not submit its form again.
      type={isPending && type === 'submit' ? 'button' : type}
      aria-disabled={isPending ? true : props['aria-disabled']}
      // react-aria sets its own `data-pending` from its `isPending`, which is not used here.
      data-busy={isPending || undefined}
      className={[button({ variant, size }), className].filter(Boolean).join(' ')}
    />
  );
}
