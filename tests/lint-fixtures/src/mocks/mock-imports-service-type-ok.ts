import type { KontoRow } from '../services/database.types';
export type X = KontoRow;
