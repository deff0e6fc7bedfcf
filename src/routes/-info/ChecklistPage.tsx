import { useActorRef, useSelector } from '@xstate/react';
import {
  CHECKLIST_DONE_MESSAGE,
  CHECKLIST_INTRO,
  CHECKLIST_STARTPLAN,
  CHECKLIST_STEPS,
  checklistProgressText,
} from '../../content/pages/checklist';
import { checklistMachine, selectDone } from '../../machines/checklist';
import { useLogic } from '../../pages/useLogic';
import { Button } from '../../ui/Button/Button';
import { Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { ArticleAnchor } from '../../pages/ArticleAnchor';
import { StepCard } from '../../pages/StepCard';
import * as s from '../../pages/pages.css';

/**
 * /foretagslistan: ten steps, each ticked off with a checkbox. The checklist machine owns the
 * ticks (src/app keeps them in the browser); this page renders its state and sends its events.
 */
export function ChecklistPage() {
  const actor = useActorRef(useLogic('checklist', checklistMachine), { input: {} });
  const done = useSelector(actor, selectDone);
  const complete = useSelector(actor, (snapshot) => snapshot.matches('complete'));
  const send = actor.send;
  const total = CHECKLIST_STEPS.length;
  const percent = Math.round((done.length / total) * 100);

  return (
    <Page title={CHECKLIST_INTRO.title} lead={CHECKLIST_INTRO.lead}>
      <div className={s.progressBox}>
        <p className={s.progressText} aria-live="polite" data-testid="checklist-progress">
          {checklistProgressText(done.length, total)}
        </p>
        <div className={s.progressTrack} aria-hidden="true">
          <div className={s.progressFill} style={{ width: `${percent}%` }} />
        </div>
        <Button
          variant="secondary"
          size="sm"
          className={s.progressReset}
          isDisabled={done.length === 0}
          onPress={() => send({ type: 'checklist.reset' })}
        >
          Börja om
        </Button>
      </div>

      {complete ? (
        <p className={s.doneMessage} role="status">
          {CHECKLIST_DONE_MESSAGE}
        </p>
      ) : null}

      <p className={s.stepText}>
        {CHECKLIST_STARTPLAN.text} <Link to="/startplan">{CHECKLIST_STARTPLAN.linkLabel}</Link>
      </p>

      <ol className={s.steps}>
        {CHECKLIST_STEPS.map((step, index) => (
          <StepCard
            key={step.id}
            step={step}
            number={index + 1}
            isDone={done.includes(step.id)}
            onToggle={() => send({ type: 'checklist.toggle', id: step.id })}
            anchor
          >
            {step.articles.map((article) => (
              <li key={article.slug}>
                <ArticleAnchor article={article} />
              </li>
            ))}
          </StepCard>
        ))}
      </ol>
    </Page>
  );
}
