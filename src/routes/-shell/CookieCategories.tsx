import type { ContextFrom } from 'xstate';
import type { cookieConsentMachine } from '../../machines/cookieConsent';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import type { ConsentActor } from './CookieBanner';
import * as s from './overlays.css';

const CATEGORIES = [
  {
    key: 'necessary',
    label: 'Nödvändiga',
    text: 'Krävs för att sidan ska fungera, till exempel inloggning och att dina cookieval sparas. Kan inte stängas av.',
  },
  {
    key: 'analytics',
    label: 'Statistik',
    text: 'Hjälper oss förstå hur sidan används så att vi kan förbättra innehållet. Inga uppgifter säljs vidare.',
  },
  {
    key: 'marketing',
    label: 'Marknadsföring',
    text: 'Används för att visa relevanta erbjudanden, till exempel från samarbetspartner, och mäta deras effekt.',
  },
] as const;

/** The categories of the banner's details, each with its checkbox ('Nödvändiga' always on). */
export function CookieCategories({
  actor,
  draft,
}: {
  actor: ConsentActor;
  draft: ContextFrom<typeof cookieConsentMachine>['draft'];
}) {
  return (
    <ul className={s.categories} aria-label="Cookiekategorier">
      {CATEGORIES.map((category) => (
        <li key={category.key}>
          <Checkbox
            isSelected={category.key === 'necessary' ? true : draft[category.key]}
            isDisabled={category.key === 'necessary'}
            onChange={(value) => {
              if (category.key !== 'necessary') {
                actor.send({
                  type: 'cookieConsent.setCategory',
                  category: category.key,
                  value,
                });
              }
            }}
          >
            <strong>{category.label}</strong>
            <span className={s.categoryText}>{category.text}</span>
          </Checkbox>
        </li>
      ))}
    </ul>
  );
}
