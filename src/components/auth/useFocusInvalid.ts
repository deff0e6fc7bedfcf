import { useEffect, useRef } from 'react';

/**
 * After a refused submit (`attempt` grows), moves focus to the first invalid field of the form,
 * so keyboard and screen-reader users land on the message that explains what to fix.
 */
export function useFocusFirstInvalid(attempt: number) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return formRef;
}
