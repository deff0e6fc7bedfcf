import type { BlogAuthor } from '../types';

/**
 * The blog's authors. Fictional people with credible Swedish expert roles;
 * avatars are initials on a pastel disc, shipped under public/images/authors/.
 */

export const karinLindqvist: BlogAuthor = {
  name: 'Karin Lindqvist',
  title: 'Auktoriserad redovisningskonsult',
  avatar: '/images/authors/karin-lindqvist.svg',
};

export const johanEkstrom: BlogAuthor = {
  name: 'Johan Ekström',
  title: 'Skattejurist',
  avatar: '/images/authors/johan-ekstrom.svg',
};

export const amiraHaddad: BlogAuthor = {
  name: 'Amira Haddad',
  title: 'Affärsutvecklare',
  avatar: '/images/authors/amira-haddad.svg',
};

export const elinSandberg: BlogAuthor = {
  name: 'Elin Sandberg',
  title: 'HR-specialist',
  avatar: '/images/authors/elin-sandberg.svg',
};

export const oskarWiklund: BlogAuthor = {
  name: 'Oskar Wiklund',
  title: 'Hållbarhetsrådgivare',
  avatar: '/images/authors/oskar-wiklund.svg',
};

export const mikaelStrand: BlogAuthor = {
  name: 'Mikael Strand',
  title: 'Serieentreprenör',
  avatar: '/images/authors/mikael-strand.svg',
};

export const authors = [
  karinLindqvist,
  johanEkstrom,
  amiraHaddad,
  elinSandberg,
  oskarWiklund,
  mikaelStrand,
] as const;
