import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../ui/theme/global.css';
import * as s from '../../pages/pages.css';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Counts from 0 to `target` over `durationMs` once at least half of it is in view, then shows
 * `target` + `suffix` ('100+'). With reduced motion, or without IntersectionObserver, the final
 * value shows at once. Screen readers get the final value only, never the ticking numbers.
 */
export function Counter({
  target,
  suffix,
  durationMs,
  label,
}: {
  target: number;
  suffix: string;
  durationMs: number;
  label: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState(0);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setValue(target);
      setFinished(true);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          const eased = 1 - Math.pow(1 - progress, 3);
          setValue(Math.round(eased * target));
          if (progress < 1) frame = requestAnimationFrame(tick);
          else setFinished(true);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs]);

  const final = `${target}${suffix}`;
  return (
    <figure ref={ref} className={s.counterFigure} data-testid="counter">
      <span className={s.counterNumber} aria-hidden="true" data-finished={finished || undefined}>
        {finished ? final : value}
      </span>
      <figcaption className={s.counterLabel}>
        <span className={visuallyHidden}>{final} </span>
        {label}
      </figcaption>
    </figure>
  );
}
