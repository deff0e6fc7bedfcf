import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useLocation } from '@tanstack/react-router';
import { ACCOUNT_TEXTS } from '../../content/startplan/accountTexts';
import { PLAN_TEXTS } from '../../content/startplan/texts';
import { sameRemoteSync, selectRemoteSync } from '../../machines/remoteSync';
import { REMOTE_SYNC, STARTPLAN_FEED, type startplanMachine } from '../../machines/startplan';
import { sameStartplanFeed, selectStartplanFeed } from '../../machines/startplanFeed';
import {
  samePlanQuestion,
  selectPlanQuestion,
  selectSignedIn,
} from '../../machines/shared/planView';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { Dialog, DialogActions } from '../../ui/Dialog/Dialog';
import { Link } from '../../ui/Link/Link';
import { TextField } from '../../ui/TextField/TextField';
import * as s from './plan.css';

type PlanActor = ActorRefFrom<typeof startplanMachine>;

/**
 * The account's plan differs from the page's (a link, a bookmark, this browser's older copy) and
 * the founder has not chosen: what differs, and the two choices. Nothing is written meanwhile.
 */
export function PlanQuestionCard({ actor }: { actor: PlanActor }) {
  const question = useSelector(actor, selectPlanQuestion, samePlanQuestion);
  if (question === null) return null;
  const origin = question.origin === 'browser' ? 'browser' : 'link';
  return (
    <Card as="section" aria-labelledby="plan-question" className={s.question}>
      <h2 id="plan-question" className={s.smallHeading}>
        {ACCOUNT_TEXTS.questionHeading[origin]}
      </h2>
      <p className={s.muted}>{ACCOUNT_TEXTS.questionLead}</p>
      <ul className={s.differences}>
        {question.differences.map((difference) => (
          <li key={difference.key}>{ACCOUNT_TEXTS.difference(difference, origin)}</li>
        ))}
        {question.budgetDiffers ? <li>{ACCOUNT_TEXTS.budgetDiffers(origin)}</li> : null}
      </ul>
      <div className={s.actions}>
        <Button variant="primary" onPress={() => actor.send({ type: 'startplan.keepAccountPlan' })}>
          {ACCOUNT_TEXTS.keep}
        </Button>
        <Button
          variant="secondary"
          onPress={() => actor.send({ type: 'startplan.useLinkAnswers' })}
        >
          {origin === 'link' ? ACCOUNT_TEXTS.useLink : ACCOUNT_TEXTS.useBrowser}
        </Button>
      </div>
    </Card>
  );
}

/**
 * 'Prenumerera på kalendern': signed out, how to get a calendar address; signed in, the saved
 * plan's secret address with its check, renewal and 'Visa beloppen i prenumerationen', what the
 * account's sync says, and 'Ta bort planen' (asked once). Each part reads the child machine that
 * runs it, by the id the planner exports, and sends its events there.
 */
export function PlanSubscription({ actor }: { actor: PlanActor }) {
  const signedIn = useSelector(actor, selectSignedIn);
  const syncActor = useSelector(actor, (snapshot) => snapshot.children[REMOTE_SYNC]);
  const sync = useSelector(syncActor, selectRemoteSync, sameRemoteSync);
  const feedActor = useSelector(actor, (snapshot) => snapshot.children[STARTPLAN_FEED]);
  const feed = useSelector(feedActor, selectStartplanFeed, sameStartplanFeed);
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.searchStr}`;
  const failed = sync.message?.tone === 'error';
  return (
    <section aria-labelledby="plan-subscribe">
      <h2 id="plan-subscribe" className={s.heading}>
        {PLAN_TEXTS.subscribeHeading}
      </h2>
      {!signedIn ? (
        <>
          <p className={s.muted}>{PLAN_TEXTS.subscribeSignedOut}</p>
          <Link to="/login" search={{ returnUrl }}>
            {PLAN_TEXTS.subscribeLogin}
          </Link>
        </>
      ) : feed === null ? (
        failed ? null : (
          <p className={s.muted}>
            {sync.busy ? PLAN_TEXTS.subscribeWaitingSave : PLAN_TEXTS.subscribeWaitingAnswers}
          </p>
        )
      ) : (
        <>
          <p className={s.muted}>{PLAN_TEXTS.subscribeLead}</p>
          <TextField
            label={PLAN_TEXTS.feedLabel}
            value={feed.url}
            isReadOnly
            hint={PLAN_TEXTS.renewHint}
          />
          <div className={s.actions}>
            {feed.url.startsWith('https://') ? (
              <a href={feed.url.replace(/^https:/, 'webcal:')}>Öppna i kalenderappen</a>
            ) : null}
            <Button
              variant="secondary"
              isPending={feed.checking}
              isDisabled={!feed.canCheck && !feed.checking}
              onPress={() => feedActor?.send({ type: 'startplanFeed.check' })}
            >
              {PLAN_TEXTS.check}
            </Button>
            <Button
              variant="secondary"
              isPending={feed.renewing}
              isDisabled={!feed.canRenew && !feed.renewing}
              onPress={() => feedActor?.send({ type: 'startplanFeed.renew' })}
            >
              {PLAN_TEXTS.renew}
            </Button>
          </div>
          <div className={s.muted}>
            <Checkbox
              isSelected={feed.showAmounts}
              isDisabled={!feed.canShowAmounts}
              onChange={(show) => feedActor?.send({ type: 'startplanFeed.showAmounts', show })}
              aria-describedby="plan-amounts-hint"
            >
              {ACCOUNT_TEXTS.showAmounts}
            </Checkbox>
            <p id="plan-amounts-hint">{ACCOUNT_TEXTS.showAmountsHint}</p>
          </div>
        </>
      )}
      {feed?.message ? (
        <p className={feed.message.tone === 'success' ? s.status : s.problem} role="status">
          {feed.message.text}
        </p>
      ) : null}
      {sync.message?.tone === 'success' ? (
        <p className={s.status} role="status">
          {sync.message.text}
        </p>
      ) : null}
      {sync.message?.tone === 'error' ? (
        <div role="alert">
          <p className={s.problem}>{sync.message.text}</p>
          {sync.canRetry ? (
            <div className={s.actions}>
              <Button
                variant="secondary"
                onPress={() => syncActor?.send({ type: 'remoteSync.retry' })}
              >
                {PLAN_TEXTS.retry}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {sync.canRemove ? (
        <div className={s.remove}>
          <Button
            variant="secondary"
            onPress={() => syncActor?.send({ type: 'remoteSync.askRemove' })}
          >
            {ACCOUNT_TEXTS.remove}
          </Button>
          <p className={s.muted}>{ACCOUNT_TEXTS.removeHint}</p>
        </div>
      ) : null}
      <Dialog
        title={ACCOUNT_TEXTS.removeTitle}
        role="alertdialog"
        isOpen={sync.confirmingRemove}
        onOpenChange={(open) => {
          if (!open) syncActor?.send({ type: 'remoteSync.cancelRemove' });
        }}
      >
        <p>{ACCOUNT_TEXTS.removeBody}</p>
        <DialogActions>
          <Button
            variant="secondary"
            onPress={() => syncActor?.send({ type: 'remoteSync.cancelRemove' })}
          >
            {ACCOUNT_TEXTS.removeCancel}
          </Button>
          <Button
            variant="danger"
            onPress={() => syncActor?.send({ type: 'remoteSync.confirmRemove' })}
          >
            {ACCOUNT_TEXTS.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
