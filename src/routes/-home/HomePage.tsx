import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { COUNTER, HERO } from '../../content/pages/home';
import { PlainButton } from '../../ui/Button/PlainButton';
import { button } from '../../ui/Button/Button.css';
import { Container } from '../../ui/Layout/Layout';
import { PageAnchor } from '../../pages/ArticleAnchor';
import { Counter } from './Counter';
import { useLandingQuiz } from './useLandingQuiz';
import { preloadablePart } from '../../pages/PrerenderedPart';
import * as s from '../../pages/pages.css';

export const QUIZ_REGION_ID = 'foretagstestet';

/**
 * The test's machine (./useLandingQuiz) and its steps (react-aria's radio groups, text field and
 * checkbox) load when it opens, or when answers wait for a sign-in's return: the page hydrates
 * without them.
 */
const loadInlineQuizSlot = () => import('./InlineQuizSlot');
const InlineQuizSlot = lazy(() =>
  loadInlineQuizSlot().then(({ InlineQuizSlot }) => ({ default: InlineQuizSlot })),
);

/**
 * The sections after the test, except the counter, are the same for every visitor: a prerendered
 * page keeps their HTML, so starting / needs neither their code nor their text (the route's loader
 * loads them where / is drawn in the browser).
 */
const features = preloadablePart(async () => (await import('./HomeSections')).Features);
const stories = preloadablePart(async () => (await import('./HomeSections')).Stories);
const FEATURES_ID = 'startsida-tjanster';
const STORIES_ID = 'startsida-berattelser';

/** For the route's loader: the sections' code, before / is drawn in the browser. */
export const loadHomeSections = async (): Promise<void> => {
  await Promise.all([features.preload(), stories.preload()]);
};

/** The landing page (/). */
export function HomePage() {
  // The landing quiz lives as long as the page once started: closing hides it, opening continues
  // it, and answers that waited for a sign-in open it at the results step.
  const quiz = useLandingQuiz();
  const quizOpen = quiz.isOpen;
  const regionRef = useRef<HTMLElement>(null);
  const triggerId = useId();
  const heroTitleId = useId();

  // Opening the test moves focus into it (unless the test has already focused one of its own
  // controls); closing it from inside returns focus to the button that opened it.
  const wasOpen = useRef(false);
  useEffect(() => {
    const region = regionRef.current;
    if (quizOpen && !wasOpen.current && region && !region.contains(document.activeElement)) {
      region.focus();
    }
    if (!quizOpen && wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || region?.contains(active)) {
        document.getElementById(triggerId)?.focus();
      }
    }
    wasOpen.current = quizOpen;
  }, [quizOpen, triggerId]);

  return (
    <>
      <section className={s.hero} aria-labelledby={heroTitleId}>
        <Container className={s.heroGrid}>
          <div>
            <span className={s.tag}>{HERO.eyebrow}</span>
            <h1 id={heroTitleId} className={s.heroTitle}>
              {HERO.title}
            </h1>
            <p className={s.heroLead}>{HERO.lead}</p>
            <div className={s.actions}>
              {/* One action: a native button (the page starts without react-aria's code). */}
              <PlainButton
                id={triggerId}
                size="lg"
                aria-expanded={quizOpen}
                aria-controls={QUIZ_REGION_ID}
                onClick={() => {
                  // The steps load beside the machine, not after it.
                  if (!quizOpen) void loadInlineQuizSlot();
                  quiz.send({ type: quizOpen ? 'landingQuiz.close' : 'landingQuiz.open' });
                }}
              >
                {HERO.cta}
              </PlainButton>
              <PageAnchor
                link={HERO.secondary}
                unstyled
                className={button({ variant: 'secondary', size: 'lg' })}
              />
            </div>
          </div>
          <img
            className={s.heroImage}
            src={HERO.image.src}
            alt={HERO.image.alt}
            width={HERO.image.width}
            height={HERO.image.height}
            fetchPriority="high"
          />
        </Container>
      </section>

      <Container>
        <section
          id={QUIZ_REGION_ID}
          ref={regionRef}
          tabIndex={-1}
          aria-label="Företagstestet"
          className={s.quizRegion}
          hidden={!quizOpen}
        >
          {quizOpen && quiz.actor ? (
            <Suspense>
              <InlineQuizSlot actor={quiz.actor} />
            </Suspense>
          ) : null}
        </section>
      </Container>

      <features.PrerenderedPart id={FEATURES_ID} />

      <section className={s.counterBand} aria-label={COUNTER.label}>
        <Container className={s.counterInner}>
          <Counter
            target={COUNTER.target}
            suffix={COUNTER.suffix}
            durationMs={COUNTER.durationMs}
            label={COUNTER.label}
          />
          <p className={s.counterText}>{COUNTER.text}</p>
        </Container>
      </section>

      <stories.PrerenderedPart id={STORIES_ID} />
    </>
  );
}
