import { forwardRef, useId } from 'react';
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from 'react-aria-components';
import type { LandingQuestion } from '../../content/quiz/landingQuiz';
import { Button } from '../../ui/Button/Button';
import * as s from '../../components/quiz/quiz.css';

export interface LandingQuestionStepProps {
  question: LandingQuestion;
  step: number;
  selected: readonly string[];
  canGoNext: boolean;
  isLast: boolean;
  onSelect: (option: string) => void;
  onNext: () => void;
  onBack: () => void;
}

/**
 * One question: a radio group for single-choice questions (arrow keys move the choice), a
 * checkbox group for multi-choice ones (Space toggles), then 'Nästa fråga' / 'Visa resultat'.
 */
export const LandingQuestionStep = forwardRef<HTMLHeadingElement, LandingQuestionStepProps>(
  function LandingQuestionStep(
    { question, step, selected, canGoNext, isLast, onSelect, onNext, onBack },
    headingRef,
  ) {
    const titleId = useId();
    const hintId = useId();
    const multi = question.type === 'multi';

    return (
      <div className={s.step}>
        <h3 id={titleId} ref={headingRef} tabIndex={-1} className={s.stepTitle}>
          {question.question}
        </h3>
        <p id={hintId} className={s.stepHint}>
          {multi ? 'Välj ett eller flera alternativ.' : 'Välj ett alternativ.'}
        </p>
        {multi ? (
          <CheckboxGroup
            aria-labelledby={titleId}
            aria-describedby={hintId}
            value={[...selected]}
            onChange={(next) => {
              // Exactly one option changes per interaction; the machine toggles it.
              const changed =
                next.find((o) => !selected.includes(o)) ?? selected.find((o) => !next.includes(o));
              if (changed) onSelect(changed);
            }}
            className={s.options}
          >
            {question.options.map((option) => (
              <Checkbox key={option} value={option} className={s.option}>
                {({ isSelected }) => (
                  <>
                    <span className={s.checkMarker} aria-hidden="true">
                      {isSelected ? (
                        <svg viewBox="0 0 16 16" width="14" height="14" fill="none">
                          <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2.2" />
                        </svg>
                      ) : null}
                    </span>
                    <span>{option}</span>
                  </>
                )}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ) : (
          <RadioGroup
            aria-labelledby={titleId}
            aria-describedby={hintId}
            value={selected[0] ?? null}
            onChange={(value) => onSelect(value)}
            className={s.options}
          >
            {question.options.map((option) => (
              <Radio key={option} value={option} className={s.option}>
                {({ isSelected }) => (
                  <>
                    <span className={s.radioMarker} aria-hidden="true">
                      {isSelected ? <span className={s.radioDot} /> : null}
                    </span>
                    <span>{option}</span>
                  </>
                )}
              </Radio>
            ))}
          </RadioGroup>
        )}
        <div className={s.actionsEnd}>
          {step > 0 ? (
            <Button variant="ghost" onPress={onBack}>
              Föregående fråga
            </Button>
          ) : (
            <span />
          )}
          <Button className={s.forward} isDisabled={!canGoNext} onPress={onNext}>
            {isLast ? 'Visa resultat' : 'Nästa fråga'}
          </Button>
        </div>
      </div>
    );
  },
);
