import { Button as RACButton } from 'react-aria-components';
import * as s from '../../components/quiz/quiz.css';

export interface ProgressDotsProps {
  /** Number of steps (dots). */
  total: number;
  /** The current step, 0-based. */
  current: number;
  /** While true (saving, sending) no dot can be pressed. */
  isBusy?: boolean;
  onSelect: (step: number) => void;
}

/**
 * One dot per step. Steps up to the current one can be revisited; dots beyond it are disabled.
 * Each dot is a real button (keyboard operable) named 'Steg n av N'; the current one has
 * aria-current="step".
 */
export function ProgressDots({ total, current, isBusy = false, onSelect }: ProgressDotsProps) {
  return (
    <ol className={s.dots} aria-label="Testets steg">
      {Array.from({ length: total }, (_, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li key={i}>
            <RACButton
              className={s.dotButton}
              aria-label={`Steg ${i + 1} av ${total}`}
              aria-current={i === current ? 'step' : undefined}
              isDisabled={i > current || isBusy}
              onPress={() => onSelect(i)}
            >
              <span className={s.dot} data-state={state} aria-hidden="true" />
            </RACButton>
          </li>
        );
      })}
    </ol>
  );
}
