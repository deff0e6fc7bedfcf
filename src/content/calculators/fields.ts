/**
 * The fields of a calculator form: what each one is called, what it accepts and the Swedish
 * message shown beside it when the typed text is not a usable number. Field values travel as the
 * text the visitor typed (also in the URL), so a bad value is kept, never replaced.
 */
import { formatNumber, parseSwedishNumber } from './numbers.ts';
import type { SearchValue } from './keys.ts';
import type { SourceLink } from '../types.ts';

/** A number field: a text field whose text must be a number within limits. */
export interface NumberFieldSpec {
  /** The search-param name in the URL, also the field's key. */
  key: string;
  /** The visible label, e.g. 'Månadslön'. */
  label: string;
  /** A hint under the field. */
  hint: string;
  /** A page where the visitor finds the figure to type, linked after the hint. */
  hintLink?: SourceLink;
  /** The field's name inside a sentence, definite form: 'månadslönen'. */
  noun: string;
  /** A valid example as the visitor would type it: '30 000'. */
  example: string;
  /** The text the field starts with when the URL does not say. */
  initial: string;
  /** An empty optional field counts as 0 (see `readOptionalNumberField` for one that does not). */
  required: boolean;
  min: number;
  max: number;
  /** Whole numbers only (a year, say). */
  integer?: boolean;
  /** How the limits are written in messages: 'kr', '%', '' ... */
  unit: string;
}

/** One choice among fixed options (radio buttons). */
export interface ChoiceFieldSpec<V extends string = string> {
  key: string;
  label: string;
  options: readonly { value: V; label: string; hint?: string }[];
  initial: V;
}

export type FieldReading =
  { value: number; error?: undefined } | { value?: undefined; error: string };

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const limit = (value: number, unit: string) =>
  unit === '' ? formatNumber(value) : `${formatNumber(value)}\u00a0${unit}`;

/** Reads a number field's text: its value, or the Swedish message to show beside it. */
export function readNumberField(spec: NumberFieldSpec, text: string): FieldReading {
  const parsed = parseSwedishNumber(text);
  if (parsed.kind === 'empty') {
    return spec.required ? { error: `Fyll i ${spec.noun}.` } : { value: 0 };
  }
  if (parsed.kind === 'invalid') {
    return { error: `Skriv ${spec.noun} med siffror, till exempel ${spec.example}.` };
  }
  const { value } = parsed;
  if (spec.integer && !Number.isInteger(value)) {
    return { error: `Skriv ${spec.noun} utan decimaler, till exempel ${spec.example}.` };
  }
  if (value < spec.min || value > spec.max) {
    return {
      error: `${capitalise(spec.noun)} behöver vara mellan ${limit(spec.min, spec.unit)} och ${limit(spec.max, spec.unit)}.`,
    };
  }
  return { value };
}

/**
 * Reads an optional field whose emptiness means 'not given' rather than 0 (a rate the visitor
 * has to look up): no value and no message when empty, else as `readNumberField`.
 */
export function readOptionalNumberField(
  spec: NumberFieldSpec,
  text: string,
): FieldReading | { value?: undefined; error?: undefined } {
  return parseSwedishNumber(text).kind === 'empty' ? {} : readNumberField(spec, text);
}

/** The option a choice field's text names, or the field's initial option. */
export function readChoiceField<V extends string>(spec: ChoiceFieldSpec<V>, text: string): V {
  return spec.options.find((option) => option.value === text)?.value ?? spec.initial;
}

/** One line of a result table: a label, the amount as shown, and what it is. */
export interface ResultLine {
  id: string;
  label: string;
  value: string;
  /** A short explanation under the label. */
  detail?: string;
  /** A total or the answer itself: shown stronger. */
  emphasis?: boolean;
}

/** A line of an amount table: whole kronor a year and a month. */
export interface AmountLine {
  id: string;
  label: string;
  /** A short explanation under the label (an empty one is still drawn, as an empty line). */
  detail?: string;
  year: number;
  month: number;
  emphasis?: boolean;
  /** The amounts' `data-testid` stem (`${testId}-year`), where the table's prefix does not say. */
  testId?: string;
}

/** Field texts by key. */
export type FieldTexts = Readonly<Record<string, string>>;

type AnySpec = NumberFieldSpec | ChoiceFieldSpec;

/** The texts a calculator starts with: the URL's where present, the specs' initial ones else. */
export function initialTexts(
  specs: readonly AnySpec[],
  fromUrl: Readonly<Partial<Record<string, SearchValue>>>,
): Record<string, string> {
  return Object.fromEntries(
    specs.map((spec) => {
      const value = fromUrl[spec.key];
      return [spec.key, value === undefined ? spec.initial : String(value)];
    }),
  );
}
