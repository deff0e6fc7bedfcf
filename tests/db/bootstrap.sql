-- TEST ONLY. The small part of the Supabase platform that supabase/migrations assume, for a bare
-- Postgres (PGlite in tests/db). On a real Supabase project all of this already exists; the
-- migrations only reference it.

-- API roles. PostgREST switches to one of them per request (`set local role`) after setting
-- request.jwt.claims from the access token.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

-- auth: the users table and the claim helpers, as GoTrue / Supabase define them (simplified).
create schema auth;

create table auth.users (
  id uuid primary key,
  email text,
  -- GoTrue's bcrypt hash of the password; '' (or null) when the user has none.
  encrypted_password varchar(255),
  -- Set when the address is confirmed (a verified code, an e-mail change, a trusted identity).
  email_confirmed_at timestamptz,
  confirmation_token varchar(255),
  -- GoTrue's pending reauthentication code: sha224(email || code) in hex, and when it was sent.
  reauthentication_token text default '',
  reauthentication_sent_at timestamptz,
  -- user_metadata (the `data` of a sign-up or code request, and updateUser's).
  raw_user_meta_data jsonb,
  created_at timestamptz default now()
);

-- A user's sign-in methods: `identity_data` holds what the provider (or, for e-mail, the first
-- sign-up's `data`) said. GoTrue deletes them with the user (on delete cascade).
create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  created_at timestamptz default now()
);

-- Sessions and their refresh tokens (GoTrue's; each goes with its user or session).
create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now()
);

create table auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255),
  user_id varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade,
  revoked boolean default false
);

-- GoTrue's own database role: it writes auth.users (on Supabase it owns the schema).
create role supabase_auth_admin nologin noinherit;
grant usage on schema auth to supabase_auth_admin;
grant select, insert, update, delete
  on auth.users, auth.identities, auth.sessions, auth.refresh_tokens to supabase_auth_admin;
grant usage on sequence auth.refresh_tokens_id_seq to supabase_auth_admin;

-- The decoded access token of the request, or null when no claims are set.
create function auth.jwt() returns jsonb
language sql stable
as $$
  select nullif(current_setting('request.jwt.claims', true), '')::jsonb;
$$;

-- The user id (`sub` claim), or null for anon.
create function auth.uid() returns uuid
language sql stable
as $$
  select nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub', '')::uuid;
$$;

-- storage: buckets and objects, as Supabase Storage creates them (only the columns used here).
create schema storage;

create table storage.buckets (
  id text primary key,
  name text not null,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now()
);

create unique index bucketid_objname on storage.objects (bucket_id, name);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Supabase grants the API roles full table privileges in these schemas and leaves the decision
-- to RLS policies (none exist until a project adds them).
grant usage on schema public, auth, storage to anon, authenticated, service_role;
grant all on all tables in schema storage to anon, authenticated, service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;
-- Like Supabase's default privileges, so that migrations must revoke explicitly.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
