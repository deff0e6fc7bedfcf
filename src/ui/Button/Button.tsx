import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = Omit<RACButtonProps, 'className'> &
  ButtonVariants & { className?: string };

/** The one button of the design system: react-aria's Button styled through its data attributes. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={[button({ variant, size }), className].filter(Boolean).join(' ')}
    />
  );
}
