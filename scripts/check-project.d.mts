/** One setting of the project compared with what the app needs (scripts/check-project.mjs). */
export interface ProjectCheck {
  setting: string;
  actual: unknown;
  expected: unknown;
  why: string;
  source: string;
  ok: boolean;
}
export const SESSION_TIMEBOX_HOURS: number;
export const SESSION_INACTIVITY_HOURS: number;
export function checkSettings(settings: unknown): Omit<ProjectCheck, 'ok'>[];
export function checkAuthConfig(
  config: unknown,
  options?: { captchaSiteKey?: string },
): Omit<ProjectCheck, 'ok'>[];
export function projectRef(url: string): string | null;
export function checkProject(options: {
  url: string;
  anonKey: string;
  accessToken?: string;
  ref?: string;
  captchaSiteKey?: string;
  fetch?: typeof fetch;
}): Promise<{ checks: ProjectCheck[]; notes: string[] }>;
export function report(result: { checks: ProjectCheck[]; notes: string[] }): string;
