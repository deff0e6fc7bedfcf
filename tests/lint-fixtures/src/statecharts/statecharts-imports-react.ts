// The statechart view's pure half never renders: React belongs to src/routes/-statecharts.
import { useState } from 'react';
export const useNothing = () => useState(0);
