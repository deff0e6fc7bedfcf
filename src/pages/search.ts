/** Typed search-param validators shared by routes (`validateSearch`). Unknown keys are dropped. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export const validateSearchQuery = (search: Record<string, unknown>): { search?: string } => {
  const value = optionalString(search.search);
  return value === undefined ? {} : { search: value };
};
