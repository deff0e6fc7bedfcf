export const origin = () => window.location.origin;
