import type { ReactNode } from 'react';
import { getArticle } from '../../content/articles';
import {
  CALCULATORS,
  CALCULATOR_YEAR_TEXT,
  calculatorFacts,
  type CalculatorInfo,
} from '../../content/calculators';
import type { NumberFieldSpec } from '../../content/calculators/fields';
import { Card } from '../../ui/Card/Card';
import { Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { TextField } from '../../ui/TextField/TextField';
import { visuallyHidden } from '../../ui/theme/global.css';
import * as s from './calculators.css';
import { Form } from '../../ui/Form/Form';

/**
 * The parts every calculator page is made of: the page with the form beside the result, a number
 * field, the result panel with its polite live summary, and the facts and sources below.
 * Presentation only: the routes hold the machine and the arithmetic lives in src/content.
 */

export function CalculatorPage({
  calculator,
  form,
  result,
  children,
}: {
  calculator: CalculatorInfo;
  form: ReactNode;
  result: ReactNode;
  /** 'Så räknar vi': how the numbers come about. */
  children: ReactNode;
}) {
  return (
    <Page title={calculator.title} eyebrow="Räknare" lead={calculator.lead}>
      <div className={s.layout}>
        <Card as="section" aria-labelledby="calculator-form-heading">
          <h2 id="calculator-form-heading" className={visuallyHidden}>
            Dina uppgifter
          </h2>
          <Form aria-labelledby="calculator-form-heading">{form}</Form>
        </Card>
        {result}
      </div>
      <section className={s.about} aria-labelledby="calculator-about">
        <h2 id="calculator-about">Så räknar vi</h2>
        {children}
        <FactSources calculator={calculator} />
        <MoreLinks calculator={calculator} />
      </section>
    </Page>
  );
}

/** A text field for a number, with the field's Swedish message beside it. */
export function NumberField({
  spec,
  value,
  error,
  onChange,
  inputMode = 'decimal',
}: {
  spec: NumberFieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <TextField
      name={spec.key}
      label={spec.label}
      hint={spec.hint}
      value={value}
      onChange={onChange}
      errorMessage={error}
      inputMode={inputMode}
      autoComplete="off"
      isRequired={spec.required}
    />
  );
}

/** The result: a heading, 'Gäller för 2026', the summary read politely to screen readers. */
export function ResultPanel({
  summary,
  children,
}: {
  /** One sentence with the answer; undefined while a field has a bad value. */
  summary: string | undefined;
  children?: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby="calculator-result" className={s.result}>
      <div className={s.panelHeader}>
        <h2 id="calculator-result" className={s.panelHeading}>
          Resultat
        </h2>
        <span className={s.yearTag}>{CALCULATOR_YEAR_TEXT}</span>
      </div>
      <p
        className={s.summary}
        aria-live="polite"
        aria-atomic="true"
        data-testid="calculator-summary"
      >
        {summary ?? (
          <span className={s.waiting}>
            Rätta det som är markerat i formuläret, så räknar vi igen.
          </span>
        )}
      </p>
      {summary === undefined ? null : children}
    </Card>
  );
}

/** Each rate the calculator uses: its value, validity, conditions and source. */
function FactSources({ calculator }: { calculator: CalculatorInfo }) {
  const facts = calculatorFacts(calculator.id);
  return (
    <>
      <h3>Siffrorna och källorna</h3>
      <ul>
        {facts.map((fact) => (
          <li key={fact.id} className={s.factItem}>
            <strong>
              {fact.label}: {fact.display}.
            </strong>{' '}
            {fact.validity}.{fact.conditions ? ` ${fact.conditions}` : ''}{' '}
            <span className={s.muted}>
              Källa:{' '}
              <a href={fact.source.url} target="_blank" rel="noopener noreferrer">
                {fact.source.label}
                <span className={visuallyHidden}> (öppnas i ny flik)</span>
              </a>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The articles behind the calculator and the other calculators. */
function MoreLinks({ calculator }: { calculator: CalculatorInfo }) {
  const articles = calculator.articles.flatMap((id) => {
    const article = getArticle(id);
    return article ? [article] : [];
  });
  return (
    <>
      <h3>Läs mer</h3>
      <ul>
        {articles.map((article) => (
          <li key={article.id}>
            <Link to="/article/$articleId" params={{ articleId: article.id }}>
              {article.title}
            </Link>
          </li>
        ))}
        {CALCULATORS.filter((other) => other.id !== calculator.id).map((other) => (
          <li key={other.id}>
            <Link to={other.path}>{other.linkLabel}</Link>
          </li>
        ))}
        <li>
          <Link to="/raknare" activeOptions={{ exact: true }}>
            Alla räknare
          </Link>
        </li>
      </ul>
    </>
  );
}
