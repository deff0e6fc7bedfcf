/**
 * Row types of the Supabase schema in supabase/migrations. Shared (type-only) by the services
 * and by the MSW mock backend, which serves the same tables.
 */
export interface KontoRow {
  id: string;
  /** The owner's auth.users id (set by the database from the caller's token). */
  user_id: string;
  email: string;
  telefon: string | null;
  fornamn: string | null;
  efternamn: string | null;
  adress: string | null;
  username: string | null;
  avatar_url: string | null;
  /**
   * When the owner confirmed fornamn, efternamn, telefon and adress; null while they are only what
   * the registration's code request carried (anybody can request a code for any address).
   */
  details_confirmed_at: string | null;
  created_at: string;
}

export interface QuizResultRow {
  id: number;
  /** The owner's auth.users id (set by the database from the caller's token). */
  user_id: string;
  user_email: string;
  /** Flat list of selected options. */
  answers: string[];
  /** Suggested ideas joined by commas. */
  business_type: string;
  personal_text: string | null;
  created_at: string;
}

export interface ContentItemRow {
  id: number;
  type: string;
  content_id: string;
  content: string;
  title: string | null;
  /** Set by the database on every change. */
  updated_at: string;
  /** Incremented by the database on every change: a save names the version it began from. */
  version: number;
  /** The auth user who made the last change (set by the database). */
  updated_by: string | null;
}

/** A saved version of a content item (written by a trigger, read by admins only). */
export interface ContentItemRevisionRow {
  id: number;
  item_id: number;
  version: number;
  content: string;
  title: string | null;
  author_id: string | null;
  author_email: string | null;
  created_at: string;
}

export interface AdminRow {
  user_id: string;
}

/** Din startplan och skattekalender: one row per user. */
export interface StartplanRow {
  /** The owner's auth.users id (set by the database from the caller's token). */
  user_id: string;
  /** The answers as a query string (`form=ab&start=2027-01-15&moms=kvartal`). */
  answers: string;
  /** The ids of the ticked steps. */
  ticks: string[];
  /** The secret of the subscribed calendar's address (made by the database). */
  feed_token: string;
  /** Set by the database on every write. */
  updated_at: string;
  /**
   * The plan's random id, carried by every calendar event's UID (16–32 lowercase hex characters;
   * written by the owner, or made by the database for a row written without it).
   */
  plan_id: string;
  /** The likviditetsbudget's answers as a query string ('' when none). */
  budget: string;
  /** The subscribed calendar shows the budget's amounts ('Visa beloppen i prenumerationen'). */
  show_amounts: boolean;
}

export interface StorageObjectRow {
  bucket_id: string;
  name: string;
  owner: string | null;
}

export type TableName =
  | 'konton'
  | 'user_quiz_results'
  | 'content_items'
  | 'content_item_revisions'
  | 'admins'
  | 'startplans';
export type Operation = 'select' | 'insert' | 'update' | 'delete';
