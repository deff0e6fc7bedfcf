import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import {
  BLOG_TEASER,
  COUNTER,
  FEATURES,
  FEATURES_HEADING,
  HERO,
  TESTIMONIALS,
  TESTIMONIALS_HEADING,
  WHO_WE_ARE,
} from '../../content/pages/home';
import { PlainButton } from '../../ui/Button/PlainButton';
import { button } from '../../ui/Button/Button.css';
import { Card, CardTitle } from '../../ui/Card/Card';
import { Container } from '../../ui/Layout/Layout';
import { vars } from '../../ui/theme/theme.css';
import { PageAnchor } from '../../components/pages/ArticleAnchor';
import { Counter } from './Counter';
import { useLandingQuiz } from './useLandingQuiz';
import * as s from '../../components/pages/pages.css';

export const QUIZ_REGION_ID = 'foretagstestet';

/**
 * The test's machine and its steps (react-aria's radio groups, text field and checkbox) load when
 * it opens, or when answers wait for a sign-in's return: the page hydrates without them.
 */
const LiveLandingQuiz = lazy(() => import('./LiveLandingQuiz'));
const loadInlineQuizSlot = () => import('./InlineQuizSlot');
const InlineQuizSlot = lazy(() =>
  loadInlineQuizSlot().then(({ InlineQuizSlot }) => ({ default: InlineQuizSlot })),
);

const FEATURE_ICONS: Record<string, { background: string; icon: ReactNode }> = {
  guider: {
    background: vars.pastel.p2,
    icon: (
      <path
        d="M4 5.5C4 4.7 4.7 4 5.5 4H11v15H5.5A1.5 1.5 0 0 1 4 17.5v-12ZM20 5.5c0-.8-.7-1.5-1.5-1.5H13v15h5.5c.8 0 1.5-.7 1.5-1.5v-12Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    ),
  },
  'fakturera-utan-foretag': {
    background: vars.pastel.p3,
    icon: (
      <path
        d="M6 3h9l3 3v15H6V3Zm3 6h6M9 12h6M9 15h4"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  foretagslistan: {
    background: vars.pastel.p5,
    icon: (
      <path
        d="M4 6l2 2 3-3M4 13l2 2 3-3M12 7h8M12 14h8M4 20h1M12 20h8"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
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
          {quiz.wanted ? (
            <Suspense>
              <LiveLandingQuiz onView={quiz.attach} />
            </Suspense>
          ) : null}
          {quizOpen && quiz.actor ? (
            <Suspense>
              <InlineQuizSlot actor={quiz.actor} />
            </Suspense>
          ) : null}
        </section>
      </Container>

      <section className={[s.section, s.sectionTight].join(' ')} aria-labelledby="features">
        <Container>
          <h2 id="features" className={s.sectionHeading}>
            {FEATURES_HEADING}
          </h2>
          <div className={s.threeColumns}>
            {FEATURES.map((feature) => {
              const icon = FEATURE_ICONS[feature.id];
              return (
                <Card key={feature.id} interactive>
                  {icon ? (
                    <span
                      className={s.featureIcon}
                      style={{ background: icon.background }}
                      aria-hidden="true"
                    >
                      <svg width="24" height="24" viewBox="0 0 24 24" fill="none">
                        {icon.icon}
                      </svg>
                    </span>
                  ) : null}
                  <CardTitle>{feature.title}</CardTitle>
                  <p className={s.cardText}>{feature.text}</p>
                  <p className={[s.cardText, s.cardFooter].join(' ')}>
                    <PageAnchor link={feature.link} />
                  </p>
                </Card>
              );
            })}
          </div>
        </Container>
      </section>

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

      <section className={s.section} aria-labelledby="testimonials">
        <Container>
          <h2 id="testimonials" className={s.sectionHeading}>
            {TESTIMONIALS_HEADING}
          </h2>
          <div className={s.threeColumns}>
            {TESTIMONIALS.map((testimonial) => (
              <Card key={testimonial.name} as="figure" className={s.testimonial}>
                <blockquote className={s.testimonialQuote}>
                  <p>”{testimonial.description}”</p>
                </blockquote>
                <figcaption className={s.testimonialPerson}>
                  <img
                    className={s.portrait}
                    src={testimonial.imageSrc}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                  />
                  <span>
                    <span className={s.personName}>{testimonial.name}</span>
                    <span className={s.personTitle}>{testimonial.title}</span>
                  </span>
                </figcaption>
              </Card>
            ))}
          </div>
        </Container>
      </section>

      <section className={[s.section, s.sectionTight].join(' ')} aria-labelledby="blog-teaser">
        <Container className={s.split}>
          <div>
            <h2 id="blog-teaser" className={s.sectionHeading}>
              {BLOG_TEASER.heading}
            </h2>
            {BLOG_TEASER.paragraphs.map((paragraph) => (
              <p key={paragraph} className={s.prose}>
                {paragraph}
              </p>
            ))}
            <PageAnchor
              link={BLOG_TEASER.link}
              unstyled
              className={button({ variant: 'secondary' })}
            />
          </div>
          <img
            className={s.splitImage}
            src={BLOG_TEASER.image.src}
            alt={BLOG_TEASER.image.alt}
            width={BLOG_TEASER.image.width}
            height={BLOG_TEASER.image.height}
            loading="lazy"
          />
        </Container>
      </section>

      <section className={[s.section, s.sectionTight].join(' ')} aria-labelledby="vilka-ar-vi">
        <Container className={[s.split, s.splitImageFirst].join(' ')}>
          <div>
            <h2 id="vilka-ar-vi" className={s.sectionHeading}>
              {WHO_WE_ARE.heading}
            </h2>
            {WHO_WE_ARE.paragraphs.map((paragraph) => (
              <p key={paragraph} className={s.prose}>
                {paragraph}
              </p>
            ))}
            <PageAnchor link={WHO_WE_ARE.link} />
          </div>
          <img
            className={[s.splitImage, s.imageFirst].join(' ')}
            src={WHO_WE_ARE.image.src}
            alt={WHO_WE_ARE.image.alt}
            width={WHO_WE_ARE.image.width}
            height={WHO_WE_ARE.image.height}
            loading="lazy"
          />
        </Container>
      </section>
    </>
  );
}
