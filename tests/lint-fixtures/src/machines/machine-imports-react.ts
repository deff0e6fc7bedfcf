import { useState } from 'react';
export const x = useState;
