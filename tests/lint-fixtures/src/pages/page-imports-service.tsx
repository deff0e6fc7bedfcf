import { getSupabase } from '../services/client';
export const x = getSupabase;
