/**
 * What the editors say: both (the content editor, the blog metadata editor) about their controls,
 * a kept draft, Cancel with changes, a conflict and lost rights; then each its own.
 */
import type { ToastInput } from './toast';
import type { MetaField } from './blogMeta';

export const EDITOR_TEXTS = {
  edit: 'Edit',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  restored: 'Ditt osparade utkast har återställts.',
  discardRestored: 'Kasta utkastet',
  confirmCancel: 'Kasta ändringarna?',
  confirmDiscard: 'Ja, kasta ändringarna',
  keepEditing: 'Nej, fortsätt redigera',
  conflict: 'Texten har ändrats av någon annan sedan du började redigera.',
  keepMine: 'Behåll min version',
  useTheirs: 'Använd deras version',
  continueEditing: 'Fortsätt redigera',
  rightsLost:
    'Du kan inte spara just nu: du är inte längre inloggad med rätt att redigera. Ditt utkast finns kvar i den här webbläsaren och sparas när du kan igen.',
  /** After the rights went with the session: to /login, and back here with the draft. */
  signInAgain: 'Logga in igen',
} as const;

/** The database's limit (content_items_content_length). */
export const CONTENT_MAX_CHARS = 100_000;

export const CONTENT_TEXTS = {
  ...EDITOR_TEXTS,
  /** Shown in the editor after a failed save. */
  saveFailed: 'Failed to save content.',
  history: 'Versionshistorik',
  closeHistory: 'Stäng historiken',
  restore: 'Återställ',
  historyFailed: 'Versionshistoriken kunde inte hämtas.',
  retry: 'Försök igen',
} as const;

/** 'Texten är för lång ...' with the count, Swedish digit groups. */
export function tooLongMessage(length: number): string {
  const count = (n: number) => n.toLocaleString('sv-SE').replace(/\s/g, '\u00a0');
  return `Texten är för lång: högst ${count(CONTENT_MAX_CHARS)} tecken (nu ${count(length)}).`;
}

export const CONTENT_TOASTS = {
  saved: { title: 'Content saved successfully!' },
  saveFailed: { title: 'Failed to save content. Please try again.', variant: 'destructive' },
  openFullPost: { title: 'Open the full post to edit content' },
  restored: { title: 'Versionen är återställd', description: 'Den är nu den aktuella texten.' },
  restoreConflict: {
    title: 'Texten ändrades under tiden',
    description: 'Någon sparade en ny version. Historiken visar den nu; försök igen.',
    variant: 'destructive',
  },
  restoreFailed: {
    title: 'Versionen kunde inte återställas',
    description: 'Försök igen om en stund.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

export const META_TEXTS = {
  edit: EDITOR_TEXTS.edit,
  save: EDITOR_TEXTS.save,
  saving: EDITOR_TEXTS.saving,
  cancel: EDITOR_TEXTS.cancel,
  blank: 'Fältet får inte vara tomt.',
  titleTooLong: 'Titeln får vara högst 200 tecken.',
  avatarPath: 'Ange en bild på webbplatsen, till exempel /images/authors/karin-lindqvist.svg.',
} as const;

/** The longest title a post may get. */
export const META_TITLE_MAX_CHARS = 200;

export const metaSavedToast = (field: MetaField): ToastInput => ({
  title: `Blog ${field} updated successfully!`,
});
export const META_SAVE_FAILED_TOAST: ToastInput = {
  title: 'Failed to save changes',
  variant: 'destructive',
};
