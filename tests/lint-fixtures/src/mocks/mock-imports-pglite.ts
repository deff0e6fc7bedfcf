import { PGlite } from '@electric-sql/pglite';
export const x = PGlite;
