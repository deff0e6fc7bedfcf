import { FAQ_GROUPS } from '../content/pages/faq';
export const x = FAQ_GROUPS;
