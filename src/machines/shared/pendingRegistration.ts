/**
 * The registration form's details, kept in the browser that typed them until the first sign-in
 * there creates the account row. GoTrue keeps the details of the *first* code request for an
 * unknown address as the new user's metadata, and anybody can make that request: details typed
 * here are the owner's own, metadata may not be.
 */
import type { RegistrationDetails } from '../../services/auth';

export interface PendingRegistration {
  email: string;
  details: RegistrationDetails;
}

const FIELDS = ['fornamn', 'efternamn', 'telefon', 'adress'] as const;

/** The stored value, or null when it is absent or not a pending registration. */
export function parsePendingRegistration(raw: string | null): PendingRegistration | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { email, details } = value as { email?: unknown; details?: unknown };
    if (typeof email !== 'string' || typeof details !== 'object' || details === null) return null;
    const record = details as Record<string, unknown>;
    if (!FIELDS.every((field) => typeof record[field] === 'string')) return null;
    return {
      email,
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
