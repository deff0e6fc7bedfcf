import type { ReactNode } from 'react';
import {
  BLOG_TEASER,
  FEATURES,
  FEATURES_HEADING,
  TESTIMONIALS,
  TESTIMONIALS_HEADING,
  WHO_WE_ARE,
} from '../../content/pages/homeSections';
import { button } from '../../ui/Button/Button.css';
import { Card, CardTitle } from '../../ui/Card/Card';
import { Container } from '../../ui/Layout/Layout';
import { vars } from '../../ui/theme/theme.css';
import { PageAnchor } from '../../pages/ArticleAnchor';
import type { PageLink, SiteImage } from '../../content/pages/types';
import * as s from '../../pages/pages.css';

/*
 * The landing page's sections that are the same for every visitor and never change once drawn:
 * a prerendered / keeps their HTML (`preloadablePart` in ./HomePage.tsx), so its start-up loads
 * neither this code nor its text. Loaded by the route's loader where / is drawn in the browser.
 */

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

/** What Startklar helps with: three cards. */
export function Features() {
  return (
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
  );
}

/** The readers' words, the blog and who we are. */
export function Stories() {
  return (
    <>
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

      <SplitSection id="blog-teaser" section={BLOG_TEASER} linkAsButton />
      <SplitSection id="vilka-ar-vi" section={WHO_WE_ARE} imageFirst />
    </>
  );
}

/** A heading, its paragraphs and a link beside a picture (the blog, who we are). */
function SplitSection({
  id,
  section,
  imageFirst,
  linkAsButton,
}: {
  id: string;
  section: {
    heading: string;
    paragraphs: readonly string[];
    link: PageLink;
    image: SiteImage;
  };
  /** The picture on the left on a wide screen. */
  imageFirst?: boolean;
  /** The link drawn as a secondary button. */
  linkAsButton?: boolean;
}) {
  return (
    <section className={[s.section, s.sectionTight].join(' ')} aria-labelledby={id}>
      <Container
        className={[s.split, imageFirst ? s.splitImageFirst : undefined].filter(Boolean).join(' ')}
      >
        <div>
          <h2 id={id} className={s.sectionHeading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={s.prose}>
              {paragraph}
            </p>
          ))}
          {linkAsButton ? (
            <PageAnchor link={section.link} unstyled className={button({ variant: 'secondary' })} />
          ) : (
            <PageAnchor link={section.link} />
          )}
        </div>
        <img
          className={[s.splitImage, imageFirst ? s.imageFirst : undefined]
            .filter(Boolean)
            .join(' ')}
          src={section.image.src}
          alt={section.image.alt}
          width={section.image.width}
          height={section.image.height}
          loading="lazy"
        />
      </Container>
    </section>
  );
}
