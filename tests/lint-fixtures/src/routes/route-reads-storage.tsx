export const stored = localStorage.getItem('cookiePreferences');
