/**
 * The registration form's details, kept in the browser that typed them until the first sign-in
 * there creates the account row, for at most a day, and never past a sign-in with another
 * address (the address they were typed for was then not verified here). GoTrue keeps the details of the *first* code request for an
 * unknown address as the new user's metadata, and anybody can make that request: details typed
 * here are the owner's own, metadata may not be.
 */
import type { RegistrationDetails } from '../../services/auth';

export interface PendingRegistration {
  email: string;
  details: RegistrationDetails;
  /** When it was typed (ISO): details older than PENDING_REGISTRATION_MS are forgotten. */
  savedAt?: string;
}

/**
 * How long typed registration details wait for their address's first sign-in in this browser
 * (a code is valid 10 minutes; a day covers a second try the next morning, no longer).
 */
export const PENDING_REGISTRATION_MS = 24 * 60 * 60 * 1000;

const FIELDS = ['fornamn', 'efternamn', 'telefon', 'adress'] as const;

/**
 * The stored value, or null when it is absent, not a pending registration, or older than a day
 * (`now`, epoch ms; a value without its time is old).
 */
export function parsePendingRegistration(
  raw: string | null,
  now: number,
): PendingRegistration | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { email, details, savedAt } = value as {
      email?: unknown;
      details?: unknown;
      savedAt?: unknown;
    };
    if (typeof email !== 'string' || typeof details !== 'object' || details === null) return null;
    const saved = typeof savedAt === 'string' ? Date.parse(savedAt) : NaN;
    if (!Number.isFinite(saved) || now - saved > PENDING_REGISTRATION_MS || saved > now + 60_000)
      return null;
    const record = details as Record<string, unknown>;
    if (!FIELDS.every((field) => typeof record[field] === 'string')) return null;
    return {
      email,
      savedAt: savedAt as string,
      details: {
        fornamn: record.fornamn as string,
        efternamn: record.efternamn as string,
        telefon: record.telefon as string,
        adress: record.adress as string,
      },
    };
  } catch {
    return null;
  }
}

/** True when the pending registration was typed for this address. */
export const isRegistrationFor = (
  pending: PendingRegistration | null,
  email: string | null,
): pending is PendingRegistration =>
  pending !== null &&
  email !== null &&
  pending.email.trim().toLowerCase() === email.trim().toLowerCase();
