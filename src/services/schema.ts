/**
 * The `Database` type for the typed supabase-js client, built from the row types in
 * database.types.ts (the single source of the column types).
 */
import type {
  AdminRow,
  ContentItemRevisionRow,
  ContentItemRow,
  KontoRow,
  QuizResultRow,
  StartplanRow,
} from './database.types';

/**
 * What startplan_feed(token) answers for a known token (migrations 20261207050000, 20261207110000):
 * the budget only when its owner shows amounts in the feed.
 */
export type StartplanFeedAnswer = { answers: string; plan_id: string; budget: string | null };

/** An interface as a plain object type (supabase-js wants `Record<string, unknown>` rows). */
type Plain<T> = { [K in keyof T]: T[K] };

type Table<Row, Insert> = {
  Row: Plain<Row>;
  Insert: Plain<Insert>;
  Update: Partial<Plain<Row>>;
  Relationships: [];
};

export type KontoInsert = Pick<KontoRow, 'email'> &
  Partial<Omit<KontoRow, 'email' | 'id' | 'created_at'>>;
export type QuizResultInsert = Pick<QuizResultRow, 'user_email' | 'answers' | 'business_type'> &
  Partial<Pick<QuizResultRow, 'personal_text'>>;
/** Clients write the texts; version, updated_at and updated_by are set by the database. */
export type ContentItemInsert = Pick<ContentItemRow, 'type' | 'content_id' | 'content'> &
  Partial<Pick<ContentItemRow, 'title'>>;
/** Clients write the answers, ticks and plan id; owner, token and time are the database's. */
export type StartplanWrite = Partial<
  Pick<StartplanRow, 'answers' | 'ticks' | 'plan_id' | 'budget' | 'show_amounts'>
>;
type StartplanTable = Omit<Table<StartplanRow, StartplanWrite>, 'Update'> & {
  Update: StartplanWrite;
};
type ContentItemTable = Omit<Table<ContentItemRow, ContentItemInsert>, 'Update'> & {
  Update: Partial<Pick<ContentItemRow, 'content' | 'title'>>;
};

export type Database = {
  public: {
    Tables: {
      konton: Table<KontoRow, KontoInsert>;
      user_quiz_results: Table<QuizResultRow, QuizResultInsert>;
      content_items: ContentItemTable;
      /** Read-only: written by a trigger of content_items. */
      content_item_revisions: Table<ContentItemRevisionRow, never>;
      admins: Table<AdminRow, AdminRow>;
      startplans: StartplanTable;
    };
    Views: { [_ in never]: never };
    Functions: {
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean };
      delete_my_account: { Args: { code: string }; Returns: string };
      check_reauthentication: { Args: { code: string }; Returns: string };
      startplan_feed: { Args: { token: string }; Returns: StartplanFeedAnswer | null };
      renew_startplan_feed: { Args: Record<PropertyKey, never>; Returns: string | null };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
