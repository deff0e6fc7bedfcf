import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  MAX_WORDS,
  PAGE_QUESTION_COUNT,
  countWords,
  freeTextQuestion,
  pageQuestions,
  wordCounterLabel,
} from '../../content/quiz/pageQuiz';
import { pageQuizMachine, selectQuestionNumber } from '../../machines/pageQuiz';
import { useLogic } from '../../pages/useLogic';
import { Button } from '../../ui/Button/Button';
import { Dialog, DialogActions } from '../../ui/Dialog/Dialog';
import { TextField } from '../../ui/TextField/TextField';
import { visuallyHidden } from '../../ui/theme/global.css';
import { RecommendationList } from '../../components/quiz/RecommendationList';
import * as s from '../../components/quiz/quiz.css';
import { Form } from '../../ui/Form/Form';

/** The business test as a page (/quiz): consent, five questions, a free text, the results. */
export function PageQuiz() {
  const actor = useActorRef(useLogic('pageQuiz', pageQuizMachine));

  const view = useSelector(actor, (snap) =>
    snap.matches('consent')
      ? 'consent'
      : snap.matches('question')
        ? 'question'
        : snap.matches('freeText')
          ? 'freeText'
          : 'results',
  );
  const number = useSelector(actor, selectQuestionNumber);
  const index = useSelector(actor, (snap) => snap.context.index);
  const answers = useSelector(actor, (snap) => snap.context.answers);
  const text = useSelector(actor, (snap) => snap.context.text);
  const textError = useSelector(actor, (snap) => snap.context.textError);
  const recommendations = useSelector(actor, (snap) => snap.context.recommendations);

  // Each new question (and the results) moves focus to its heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const key = view === 'question' ? `q${index}` : view;
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    headingRef.current?.focus();
  }, [key]);

  const progress =
    number === null ? null : (
      <div>
        <p className={s.stepLabel}>
          Fråga {number} av {PAGE_QUESTION_COUNT}
        </p>
        <div className={s.meterTrack} aria-hidden="true" style={{ marginTop: '0.5rem' }}>
          <div
            className={s.meterFill}
            style={{ width: `${((number - 1) / PAGE_QUESTION_COUNT) * 100}%` }}
          />
        </div>
      </div>
    );

  const back = (
    <Button variant="ghost" onPress={() => actor.send({ type: 'pageQuiz.back' })}>
      Tillbaka
    </Button>
  );

  const question = pageQuestions[index];
  let body = null;
  if ((view === 'question' || view === 'consent') && question) {
    const chosen = answers[index] ?? null;
    body = (
      <section key={index} className={s.step} aria-labelledby="page-quiz-question">
        <h2 id="page-quiz-question" ref={headingRef} tabIndex={-1} className={s.stepTitle}>
          {question.question}
        </h2>
        <ul className={s.choiceList} aria-labelledby="page-quiz-question">
          {question.options.map((option) => (
            <li key={option.value}>
              <Button
                variant="secondary"
                className={s.choice}
                data-chosen={chosen === option.value}
                isDisabled={view === 'consent'}
                onPress={() => actor.send({ type: 'pageQuiz.choose', value: option.value })}
              >
                <span>{option.text}</span>
                {chosen === option.value ? (
                  <span className={s.chosenTag}>
                    Ditt svar<span className={visuallyHidden}> tidigare</span>
                  </span>
                ) : null}
              </Button>
            </li>
          ))}
        </ul>
        {index > 0 ? <div className={s.actions}>{back}</div> : null}
      </section>
    );
  } else if (view === 'freeText') {
    const words = countWords(text);
    const submit = () => {
      actor.send({ type: 'pageQuiz.submit' });
    };
    body = (
      <section className={s.step} aria-labelledby="page-quiz-question">
        <h2 id="page-quiz-question" ref={headingRef} tabIndex={-1} className={s.stepTitle}>
          {freeTextQuestion.question}
        </h2>
        <Form className={s.form} onSubmit={submit}>
          <TextField
            label="Din beskrivning"
            multiline
            isRequired
            placeholder={freeTextQuestion.placeholder}
            value={text}
            onChange={(value) =>
              actor.send({ type: 'pageQuiz.fieldChanged', field: 'text', value })
            }
            errorMessage={textError ?? undefined}
            hint={
              <span className={words > MAX_WORDS ? s.counterOver : s.counter}>
                {wordCounterLabel(text)}
              </span>
            }
          />
          <div className={s.actionsEnd}>
            {back}
            <Button type="submit" className={s.forward}>
              Visa mina resultat
            </Button>
          </div>
        </Form>
      </section>
    );
  } else if (view === 'results') {
    body = (
      <section className={s.step} aria-labelledby="page-quiz-results">
        <h2 id="page-quiz-results" ref={headingRef} tabIndex={-1} className={s.stepTitle}>
          Affärsmodeller som passar din beskrivning
        </h2>
        <p className={s.stepHint}>
          Matchningen bygger på orden i din beskrivning. Se förslagen som inspiration och läs vidare
          om företagsformer och tillstånd innan du bestämmer dig.
        </p>
        <RecommendationList recommendations={recommendations} />
        <div className={s.actions}>
          <Button onPress={() => actor.send({ type: 'pageQuiz.restart' })}>Börja om</Button>
        </div>
      </section>
    );
  }

  return (
    <div className={s.pageQuiz}>
      {progress}
      {body}
      <Dialog title="Innan du börjar" isOpen={view === 'consent'} isDismissable={false}>
        <p>
          Testet ställer sex frågor om din ekonomi, tid, erfarenhet och idé och ger sedan förslag på
          affärsmodeller. Dina svar används bara för att räkna fram förslagen här i webbläsaren och
          sparas inte.
        </p>
        <p>
          Förslagen är en inspiration, inte ett personligt råd. Genom att fortsätta godkänner du att
          svaren används på det sättet.
        </p>
        <DialogActions>
          <Button autoFocus onPress={() => actor.send({ type: 'pageQuiz.consent' })}>
            Jag godkänner
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
