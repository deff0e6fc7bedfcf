import { createContext, useContext, type ReactNode } from 'react';
import { getArticle } from '../../../content/articles';
import {
  CALCULATORS,
  calculatorFacts,
  undecidedNotice,
  type CalculatorInfo,
} from '../../../content/calculators';
import {
  BASE_DATE,
  beyondTableNote,
  calculationYear,
  yearText,
} from '../../../content/calculators/year';
import type { AmountLine, NumberFieldSpec, ResultLine } from '../../../content/calculators/fields';
import type { AmountColumn, ResultBlock } from '../../../content/calculators/definitions';
import { formatKronor } from '../../../content/calculators/numbers';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import { Page } from '../../../ui/Layout/Layout';
import { Link } from '../../../ui/Link/Link';
import { TextField } from '../../../ui/TextField/TextField';
import { visuallyHidden } from '../../../ui/theme/global.css';
import * as s from './calculators.css';
import { Form } from '../../../ui/Form/Form';

/**
 * The parts every calculator page is made of: the page with the form beside the result, a number
 * field, the result panel with its polite live summary, and the facts and sources below.
 * Presentation only: the routes hold the machine and the arithmetic lives in src/content.
 * Printed, the page is the form, the result and the sources, without the site's frame.
 */

/** The day the page computes and the visitor's own day, for the parts that say which year. */
interface CalculatorDay {
  calculator: CalculatorInfo['id'] | null;
  /** The day computed (YYYY-MM-DD). */
  date: string;
  /** The visitor's day, null until the clock has been read. */
  today: string | null;
}

const CalculatorDayContext = createContext<CalculatorDay>({
  calculator: null,
  date: BASE_DATE,
  today: null,
});

export function CalculatorPage({
  calculator,
  date,
  today,
  form,
  result,
  onPrint,
  children,
}: {
  calculator: CalculatorInfo;
  /** The day computed: the prerendered day, then the visitor's (from `useCalculator`). */
  date: string;
  /** The visitor's day as the machine read it, null before. */
  today: string | null;
  form: ReactNode;
  result: ReactNode;
  /** 'Skriv ut': sends the machine's print event. */
  onPrint: () => void;
  /** 'Så räknar vi': how the numbers come about. */
  children: ReactNode;
}) {
  return (
    <CalculatorDayContext.Provider value={{ calculator: calculator.id, date, today }}>
      <CalculatorPageBody calculator={calculator} form={form} result={result} onPrint={onPrint}>
        {children}
      </CalculatorPageBody>
    </CalculatorDayContext.Provider>
  );
}

function CalculatorPageBody({
  calculator,
  form,
  result,
  onPrint,
  children,
}: {
  calculator: CalculatorInfo;
  form: ReactNode;
  result: ReactNode;
  onPrint: () => void;
  children: ReactNode;
}) {
  return (
    <Page title={calculator.title} eyebrow="Räknare" lead={calculator.lead}>
      <div className={s.printScope} data-calculator={calculator.id} />
      <div className={s.layout}>
        <Card as="section" aria-labelledby="calculator-form-heading">
          <h2 id="calculator-form-heading" className={visuallyHidden}>
            Dina uppgifter
          </h2>
          <Form aria-labelledby="calculator-form-heading">{form}</Form>
        </Card>
        {result}
      </div>
      <div className={s.actions}>
        <Button variant="secondary" onPress={onPrint}>
          Skriv ut
        </Button>
        <p className={s.muted}>
          Utskriften visar dina uppgifter, resultatet och källorna. Adressen till sidan sparar också
          dina siffror, så att du kan dela resultatet.
        </p>
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
  inputMode = spec.integer ? 'numeric' : 'decimal',
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
      hint={
        spec.hintLink ? (
          <>
            {spec.hint}{' '}
            <a href={spec.hintLink.url} target="_blank" rel="noopener noreferrer">
              {spec.hintLink.label}
              <span className={visuallyHidden}> (öppnas i ny flik)</span>
            </a>
          </>
        ) : (
          spec.hint
        )
      }
      value={value}
      onChange={onChange}
      errorMessage={error}
      inputMode={inputMode}
      autoComplete="off"
      isRequired={spec.required}
    />
  );
}

/**
 * The result: a heading, the year it computes ('Gäller för 2026'), the values of that year that
 * are not confirmed yet, and the summary read politely to screen readers.
 */
export function ResultPanel({
  summary,
  children,
}: {
  /** One sentence with the answer; undefined while a field has a bad value. */
  summary: string | undefined;
  children?: ReactNode;
}) {
  const { calculator, date, today } = useContext(CalculatorDayContext);
  const undecided = calculator ? undecidedNotice(calculator, calculationYear(date)) : undefined;
  const beyond = beyondTableNote(today);
  return (
    <Card as="section" aria-labelledby="calculator-result" className={s.result}>
      <div className={s.panelHeader}>
        <h2 id="calculator-result" className={s.panelHeading}>
          Resultat
        </h2>
        <span className={s.yearTag} data-testid="calculator-year">
          {yearText(date)}
        </span>
      </div>
      {undecided || beyond ? (
        <p className={s.yearNotice} data-testid="calculator-year-notice">
          {[beyond, undecided].filter(Boolean).join(' ')}
        </p>
      ) : null}
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

/** A result table of label and amount, each line with its short explanation. */
function ResultLines({
  caption,
  lines,
  testIdPrefix = 'line',
}: {
  caption: string;
  lines: readonly ResultLine[];
  /** `data-testid` of each amount: `${prefix}-${line.id}`. */
  testIdPrefix?: string | undefined;
}) {
  return (
    <table className={s.table}>
      <caption>{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className={line.emphasis ? s.rowEmphasis : undefined}>
            <th scope="row">
              {line.label}
              {line.detail ? <span className={s.detail}>{line.detail}</span> : null}
            </th>
            <td data-testid={`${testIdPrefix}-${line.id}`}>{line.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A result table of amounts a year and a month, in the columns' order; on phones each row stacks. */
function AmountTable({
  caption,
  columns,
  lines,
  testIdPrefix,
}: {
  caption: string;
  columns: readonly AmountColumn[];
  lines: readonly AmountLine[];
  testIdPrefix?: string | undefined;
}) {
  return (
    <table className={`${s.table} ${s.stackedTable}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Post</th>
          {columns.map((column) => (
            <th key={column.amount} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const testId = line.testId ?? (testIdPrefix ? `${testIdPrefix}-${line.id}` : undefined);
          return (
            <tr key={line.id} className={line.emphasis ? s.rowEmphasis : undefined}>
              <th scope="row">
                {line.label}
                {line.detail === undefined ? null : <span className={s.detail}>{line.detail}</span>}
              </th>
              {columns.map((column) => (
                <td
                  key={column.amount}
                  data-label={column.label}
                  data-testid={testId ? `${testId}-${column.amount}` : undefined}
                >
                  {formatKronor(line[column.amount])}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A result's tables and notes, in the calculator's order. */
export function ResultBlocks({ blocks }: { blocks: readonly ResultBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === 'lines' ? (
      <ResultLines key={index} {...block} />
    ) : block.kind === 'amounts' ? (
      <AmountTable key={index} {...block} />
    ) : (
      <ResultNotes key={index} notes={block.notes} />
    ),
  );
}

/** Notes under a result (a limit that applied, an assumption the visitor should know). */
function ResultNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className={s.notes}>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** Each rate the calculator uses: its value, validity, conditions and source. */
function FactSources({ calculator }: { calculator: CalculatorInfo }) {
  const { date } = useContext(CalculatorDayContext);
  const facts = calculatorFacts(calculator.id, calculationYear(date));
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
    <div className={s.noPrint}>
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
    </div>
  );
}
