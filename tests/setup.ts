// Shared Vitest setup. DOM matchers are opt-in per file via @testing-library/react.
export {};
