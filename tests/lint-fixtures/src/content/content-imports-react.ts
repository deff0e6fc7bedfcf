import { createElement } from 'react';
export const x = createElement;
