import { passwordWeakness } from '../content/passwords/rules';
export const x = passwordWeakness;
