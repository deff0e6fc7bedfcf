-- Startklar: tables of the public schema.
-- Access rules (grants, row-level security, helper functions) are in 20261101000100_rls.sql,
-- the avatars storage bucket in 20261101000200_storage.sql. The row types mirror
-- src/services/database.types.ts.

-- Account record of a founder, keyed by e-mail (the auth user's e-mail).
create table public.konton (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  telefon text,
  fornamn text,
  efternamn text,
  adress text,
  username text,
  -- Path of the picture in the public storage bucket `avatars`.
  avatar_url text,
  created_at timestamptz not null default now(),
  constraint konton_email_not_blank check (btrim(email) <> '')
);

-- E-mail addresses compare case-insensitively: one account per address whatever its case.
-- (The plain unique constraint above stays for PostgREST `on_conflict=email` upserts.)
create unique index konton_email_lower_key on public.konton (lower(email));

comment on table public.konton is 'Account record of a signed-in user; the row whose email equals the JWT e-mail.';

-- Results of the landing-page quiz, saved once the user is signed in.
create table public.user_quiz_results (
  id bigint generated always as identity primary key,
  user_email text not null,
  -- Flat list of the selected options.
  answers text[] not null default '{}',
  -- Suggested business ideas joined by commas.
  business_type text not null default '',
  personal_text text,
  created_at timestamptz not null default now()
);

create index user_quiz_results_user_email_lower_idx on public.user_quiz_results (lower(user_email));

comment on table public.user_quiz_results is 'Quiz answers of a user, keyed by e-mail; insert and read own rows only.';

-- Editable texts of the site (page texts, blog metadata of type blog-meta).
create table public.content_items (
  id bigint generated always as identity primary key,
  type text not null,
  content_id text not null,
  content text not null default '',
  title text,
  updated_at timestamptz not null default now(),
  constraint content_items_type_content_id_key unique (type, content_id)
);

comment on table public.content_items is 'Editable site texts: everyone reads, only admins (public.admins) write.';

-- Users allowed to write content_items. Filled by the project owner (SQL editor / service role).
create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade
);

comment on table public.admins is 'Auth users with edit rights; read through public.is_admin(), never written through the API.';
