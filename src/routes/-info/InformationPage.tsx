import { CALCULATORS } from '../../content/calculators';
import {
  CALCULATORS_CARD,
  INFO_CARDS,
  INFORMATION_INTRO,
  STARTPLAN_CARD,
} from '../../content/pages/information';
import { Card, CardTitle } from '../../ui/Card/Card';
import { Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { vars } from '../../ui/theme/theme.css';
import { ArticleAnchor } from '../../pages/ArticleAnchor';
import * as s from '../../pages/pages.css';

const SWATCHES = [vars.pastel.p2, vars.pastel.p3, vars.pastel.p5, vars.pastel.p0];

/** /information: four cards of links to article cards on /articles. */
export function InformationPage() {
  return (
    <Page title={INFORMATION_INTRO.title} lead={INFORMATION_INTRO.lead}>
      <div className={s.twoColumns}>
        {INFO_CARDS.map((card, index) => (
          <Card key={card.id} aria-labelledby={`info-${card.id}`}>
            <div className={s.infoCardHeader}>
              <span
                className={s.swatch}
                style={{ background: SWATCHES[index % SWATCHES.length] }}
                aria-hidden="true"
              />
              <CardTitle level={2} id={`info-${card.id}`}>
                {card.title}
              </CardTitle>
            </div>
            <p className={s.cardText}>{card.text}</p>
            <ul className={s.linkList}>
              {card.links.map((link) => (
                <li key={link.slug}>
                  <ArticleAnchor article={link} />
                </li>
              ))}
            </ul>
          </Card>
        ))}
        <Card aria-labelledby={`info-${CALCULATORS_CARD.id}`}>
          <div className={s.infoCardHeader}>
            <span
              className={s.swatch}
              style={{ background: SWATCHES[INFO_CARDS.length % SWATCHES.length] }}
              aria-hidden="true"
            />
            <CardTitle level={2} id={`info-${CALCULATORS_CARD.id}`}>
              {CALCULATORS_CARD.title}
            </CardTitle>
          </div>
          <p className={s.cardText}>{CALCULATORS_CARD.text}</p>
          <ul className={s.linkList}>
            {CALCULATORS.map((calculator) => (
              <li key={calculator.id}>
                <Link to={calculator.path}>{calculator.linkLabel}</Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card aria-labelledby={`info-${STARTPLAN_CARD.id}`}>
          <div className={s.infoCardHeader}>
            <span
              className={s.swatch}
              style={{ background: SWATCHES[(INFO_CARDS.length + 1) % SWATCHES.length] }}
              aria-hidden="true"
            />
            <CardTitle level={2} id={`info-${STARTPLAN_CARD.id}`}>
              {STARTPLAN_CARD.title}
            </CardTitle>
          </div>
          <p className={s.cardText}>{STARTPLAN_CARD.text}</p>
          <ul className={s.linkList}>
            <li>
              <Link to="/startplan">{STARTPLAN_CARD.linkLabel}</Link>
            </li>
          </ul>
        </Card>
      </div>
    </Page>
  );
}
