/**
 * Two views a selector made show the same (every field the same value, or both none): the view
 * does not render again. For `useSelector(actor, select, sameView)`.
 */
export const sameView = <V extends object>(a: V | null, b: V | null): boolean =>
  a === b ||
  (a !== null && b !== null && (Object.keys(a) as (keyof V)[]).every((key) => a[key] === b[key]));
