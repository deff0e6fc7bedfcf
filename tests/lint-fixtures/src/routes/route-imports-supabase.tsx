import { createClient } from '@supabase/supabase-js';
export const x = createClient;
