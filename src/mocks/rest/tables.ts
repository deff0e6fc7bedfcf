/**
 * The tables of the demo database as /rest/v1 sees them: columns and their Postgres types and
 * defaults, unique keys, CHECK constraints and triggers, as the migrations define them (konton,
 * user_quiz_results, content_items with its revisions, admins, startplans). tests/db checks them
 * against the migrations.
 */
import type { TableName } from '../../services/database.types';
import { getDb } from '../db';
import type { Claims } from '../policies';

export type Row = Record<string, unknown>;

/** The Postgres types of the columns, as far as the mock checks and renders values. */
export type ColumnType =
  'uuid' | 'text' | 'text[]' | 'bigint' | 'integer' | 'timestamptz' | 'boolean';

interface ColumnSpec {
  type: ColumnType;
  nullable: boolean;
  /**
   * The column default; `claims` are the caller's (for `default auth.uid()`), `now` the time of
   * the request (Postgres's now() is the transaction's start: every row of one insert shares it).
   */
  default?: (claims: Claims | null, now: string) => unknown;
}

interface TableSpec {
  columns: Record<string, ColumnSpec>;
  /**
   * Unique constraints and indexes, in the order Postgres checks them (creation order): name →
   * columns, or `lower(column)` for an index on the lower-cased value.
   */
  unique: Record<string, string[]>;
  /** CHECK constraints: name → whether a row satisfies it (Postgres: true or null passes). */
  checks?: Record<string, (row: Row) => boolean>;
  /**
   * The table's triggers, as its migration defines them: `before` may change the row being
   * written (BEFORE INSERT OR UPDATE), `after` runs once the row is written (AFTER ...).
   */
  triggers?: {
    before?: (write: TriggerWrite) => void;
    after?: (write: TriggerWrite) => void;
  };
  /**
   * Foreign keys of other tables that refuse to let a referenced row go (`on delete restrict`):
   * a delete of such a row fails with 23503.
   */
  restrictedBy?: { table: TableName; column: string; constraint: string }[];
}

/** What a row trigger sees. */
interface TriggerWrite {
  op: 'insert' | 'update';
  /** The row being written (`new`); a before trigger may change it. */
  row: Row;
  /** The row before an update (`old`). */
  old: Row | null;
  claims: Claims | null;
  /** The statement's now(). */
  now: string;
}

/** The limits of content_items (migration 20261126000000): characters, as char_length counts. */
const CONTENT_MAX_CHARS = 100_000;
const TITLE_MAX_CHARS = 200;

/** `check (char_length(column) <= max)`: null passes, as in Postgres. */
const maxChars =
  (column: string, max: number) =>
  (row: Row): boolean =>
    typeof row[column] !== 'string' || [...row[column]].length <= max;
/** The limits of startplans (migrations 20261127120000 and 20261207100000). */
const STARTPLAN_MAX_ANSWERS = 500;
const STARTPLAN_MAX_TICKS = 40;
const STARTPLAN_MAX_TICK_LENGTH = 100;
/** The likviditetsbudget's answers (migration 20261207110000). */
const STARTPLAN_MAX_BUDGET = 5000;

/**
 * A calendar feed token as the migration makes one: the hex of two random uuids (244 random
 * bits, 64 characters).
 */
export const newFeedToken = (): string =>
  `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '');

/** A plan id as the database makes one for a row written without it (migration 20261207050000). */
export const newDatabasePlanId = (): string => crypto.randomUUID().replace(/-/g, '');

/** `startplans_plan_id_format`: 16–32 lowercase hexadecimal characters. */
const PLAN_ID_FORMAT = /^[0-9a-f]{16,32}$/;

const nullableText: ColumnSpec = { type: 'text', nullable: true, default: () => null };
const requiredText: ColumnSpec = { type: 'text', nullable: false };
/** `text not null default ''`. */
const textOrEmpty: ColumnSpec = { type: 'text', nullable: false, default: () => '' };
const timestamp = (nullable: boolean): ColumnSpec =>
  nullable
    ? { type: 'timestamptz', nullable, default: () => null }
    : { type: 'timestamptz', nullable, default: (_claims, now) => now };
/** `not null default auth.uid()`. */
const ownerId: ColumnSpec = {
  type: 'uuid',
  nullable: false,
  default: (claims) => claims?.sub ?? null,
};

const nextId = (table: 'user_quiz_results' | 'content_items' | 'content_item_revisions') => () => {
  const ids = getDb().nextIds;
  const id = ids[table];
  ids[table] = id + 1;
  return id;
};

export const TABLES: Record<TableName, TableSpec> = {
  konton: {
    columns: {
      id: { type: 'uuid', nullable: false, default: () => crypto.randomUUID() },
      user_id: ownerId,
      email: requiredText,
      telefon: nullableText,
      fornamn: nullableText,
      efternamn: nullableText,
      adress: nullableText,
      username: nullableText,
      avatar_url: nullableText,
      details_confirmed_at: timestamp(true),
      created_at: timestamp(false),
    },
    unique: {
      konton_pkey: ['id'],
      konton_email_key: ['email'],
      konton_email_lower_key: ['lower(email)'],
      konton_user_id_key: ['user_id'],
    },
    // Migration 20261127000000: every text column a client writes has a length limit.
    checks: {
      // btrim(email) <> '' (schema migration).
      konton_email_not_blank: (row) =>
        typeof row.email !== 'string' || row.email.replace(/^ +| +$/g, '') !== '',
      konton_email_length: maxChars('email', 255),
      konton_telefon_length: maxChars('telefon', 30),
      konton_fornamn_length: maxChars('fornamn', 100),
      konton_efternamn_length: maxChars('efternamn', 100),
      konton_username_length: maxChars('username', 100),
      konton_adress_length: maxChars('adress', 300),
      konton_avatar_url_length: maxChars('avatar_url', 300),
    },
  },
  user_quiz_results: {
    columns: {
      id: { type: 'bigint', nullable: false, default: nextId('user_quiz_results') },
      user_id: ownerId,
      user_email: requiredText,
      answers: { type: 'text[]', nullable: false, default: () => [] },
      business_type: textOrEmpty,
      personal_text: nullableText,
      created_at: timestamp(false),
    },
    unique: { user_quiz_results_pkey: ['id'] },
    checks: {
      user_quiz_results_user_email_length: maxChars('user_email', 255),
      user_quiz_results_answers_length: (row) =>
        !Array.isArray(row.answers) ||
        (row.answers.length <= 100 &&
          [...row.answers.map((answer) => (typeof answer === 'string' ? answer : '')).join('')]
            .length <= 5000),
      user_quiz_results_business_type_length: maxChars('business_type', 2000),
      user_quiz_results_personal_text_length: maxChars('personal_text', 1000),
    },
  },
  content_items: {
    columns: {
      id: { type: 'bigint', nullable: false, default: nextId('content_items') },
      type: requiredText,
      content_id: requiredText,
      content: textOrEmpty,
      title: nullableText,
      updated_at: timestamp(false),
      version: { type: 'integer', nullable: false, default: () => 1 },
      updated_by: { type: 'uuid', nullable: true, default: () => null },
    },
    unique: {
      content_items_pkey: ['id'],
      content_items_type_content_id_key: ['type', 'content_id'],
    },
    checks: {
      content_items_content_length: maxChars('content', CONTENT_MAX_CHARS),
      content_items_title_length: maxChars('title', TITLE_MAX_CHARS),
      content_items_type_length: maxChars('type', 50),
      content_items_content_id_length: maxChars('content_id', 200),
    },
    triggers: {
      // content_items_bookkeeping(): the database owns version, updated_at and updated_by.
      before: ({ op, row, old, claims, now }) => {
        row.updated_at = now;
        row.updated_by = claims?.sub ?? null;
        row.version = op === 'insert' ? 1 : Number(old?.version ?? 0) + 1;
      },
      // content_items_revision(): every saved version is kept.
      after: ({ row, claims, now }) => {
        getDb().content_item_revisions.push({
          id: nextId('content_item_revisions')(),
          item_id: Number(row.id),
          version: Number(row.version),
          content: String(row.content ?? ''),
          title: typeof row.title === 'string' ? row.title : null,
          author_id: claims?.sub ?? null,
          author_email: claims?.email ?? null,
          created_at: now,
        });
      },
    },
    // Revisions outlive nothing they record (20261207000400_content_history.sql).
    restrictedBy: [
      {
        table: 'content_item_revisions',
        column: 'item_id',
        constraint: 'content_item_revisions_item_id_fkey',
      },
    ],
  },
  content_item_revisions: {
    columns: {
      id: { type: 'bigint', nullable: false, default: nextId('content_item_revisions') },
      item_id: { type: 'bigint', nullable: false },
      version: { type: 'integer', nullable: false },
      content: requiredText,
      title: nullableText,
      author_id: { type: 'uuid', nullable: true, default: () => null },
      author_email: nullableText,
      created_at: timestamp(false),
    },
    unique: {
      content_item_revisions_pkey: ['id'],
      content_item_revisions_item_version_key: ['item_id', 'version'],
    },
    // Written only by content_items' trigger, from columns with the same limits.
    checks: {
      content_item_revisions_content_length: maxChars('content', CONTENT_MAX_CHARS),
      content_item_revisions_title_length: maxChars('title', TITLE_MAX_CHARS),
      content_item_revisions_author_email_length: maxChars('author_email', 255),
    },
  },
  admins: {
    columns: { user_id: { type: 'uuid', nullable: false } },
    unique: { admins_pkey: ['user_id'] },
  },
  startplans: {
    columns: {
      user_id: ownerId,
      answers: textOrEmpty,
      ticks: { type: 'text[]', nullable: false, default: () => [] },
      feed_token: { type: 'text', nullable: false, default: () => newFeedToken() },
      updated_at: timestamp(false),
      plan_id: { type: 'text', nullable: false, default: () => newDatabasePlanId() },
      budget: textOrEmpty,
      show_amounts: { type: 'boolean', nullable: false, default: () => false },
    },
    unique: { startplans_pkey: ['user_id'], startplans_feed_token_key: ['feed_token'] },
    checks: {
      startplans_answers_length: (row) =>
        typeof row.answers !== 'string' || [...row.answers].length <= STARTPLAN_MAX_ANSWERS,
      startplans_ticks_count: (row) =>
        !Array.isArray(row.ticks) || row.ticks.length <= STARTPLAN_MAX_TICKS,
      startplans_budget_length: (row) =>
        typeof row.budget !== 'string' || [...row.budget].length <= STARTPLAN_MAX_BUDGET,
      startplans_plan_id_format: (row) =>
        typeof row.plan_id !== 'string' || PLAN_ID_FORMAT.test(row.plan_id),
      // startplan_ticks_fit(ticks): every tick at most 100 characters (null ticks pass).
      startplans_tick_length: (row) =>
        !Array.isArray(row.ticks) ||
        row.ticks.every(
          (tick) => typeof tick !== 'string' || [...tick].length <= STARTPLAN_MAX_TICK_LENGTH,
        ),
    },
    triggers: {
      // startplans_touch(): the database owns updated_at.
      before: ({ row, now }) => {
        row.updated_at = now;
      },
    },
  },
};

export const isTable = (name: string): name is TableName => Object.hasOwn(TABLES, name);

/** What the mirror believes about a table's columns and unique keys (checked in tests/db). */
export interface MirrorTableSchema {
  columns: Record<string, { type: ColumnType; nullable: boolean; hasDefault: boolean }>;
  unique: Record<string, readonly string[]>;
  /** The names of the CHECK constraints, sorted. */
  checks: readonly string[];
}

export function mirrorSchema(table: TableName): MirrorTableSchema {
  const spec = TABLES[table];
  return {
    columns: Object.fromEntries(
      Object.entries(spec.columns).map(([name, column]) => [
        name,
        {
          type: column.type,
          nullable: column.nullable,
          // A nullable column's "default" is just NULL, as in Postgres without a DEFAULT clause.
          hasDefault: !column.nullable && column.default !== undefined,
        },
      ]),
    ),
    unique: spec.unique,
    checks: Object.keys(spec.checks ?? {}).sort(),
  };
}

/** The columns the protocol half knows of each table (what the schema cache would hold). */
export const TABLE_COLUMNS: Record<TableName, readonly string[]> = {
  konton: Object.keys(TABLES.konton.columns),
  user_quiz_results: Object.keys(TABLES.user_quiz_results.columns),
  content_items: Object.keys(TABLES.content_items.columns),
  content_item_revisions: Object.keys(TABLES.content_item_revisions.columns),
  admins: Object.keys(TABLES.admins.columns),
  startplans: Object.keys(TABLES.startplans.columns),
};
