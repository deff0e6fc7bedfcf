import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import * as accounts from '../services/accounts';
import * as avatars from '../services/avatars';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '../services/avatars';
import type { KontoRow } from '../services/database.types';
import { logServiceError, ServiceError } from '../services/result';
import { failureToast } from './shared/messages';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';

/**
 * The profile picture card of /profile, a child of the profile machine: choosing a picture and
 * uploading it. The parent sends the account (`profile.synced`); the stored row and the toasts go
 * back to it (`reportChanged`, `showToast`, provided by the profile machine).
 */

export { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES };

export const AVATAR_MESSAGES = {
  noAvatarFile: 'Du måste välja en bild att ladda upp.',
  notAnImage: 'Filen är inte en bild. Välj en bild i JPG-, PNG-, GIF- eller WebP-format.',
  avatarTooLarge: 'Bilden är för stor. Välj en bild på högst 5 MB.',
} as const;

export const AVATAR_TOASTS = {
  avatarSaved: { title: 'Profilbild uppdaterad', description: 'Din nya profilbild visas nu.' },
  noAvatarFile: { title: 'Fel', description: AVATAR_MESSAGES.noAvatarFile, variant: 'destructive' },
} as const satisfies Record<string, ToastInput>;

/** The part of a File the machine needs (a File in the browser; a Blob with a name in tests). */
export type AvatarFile = Blob & { readonly name: string };

export interface AvatarUploadContext {
  profile: KontoRow | null;
  avatarFile: AvatarFile | null;
  avatarError: string | null;
}

export type AvatarUploadEvent =
  | { type: 'profile.synced'; profile: KontoRow | null }
  | { type: 'profile.avatarSelected'; file: AvatarFile | null }
  | { type: 'profile.uploadAvatar' };

export interface UploadAvatarInput {
  profile: KontoRow | null;
  file: AvatarFile | null;
}

/** Why this file cannot be a profile picture, or null when it can. */
export function avatarFileProblem(file: AvatarFile | null): string | null {
  if (file === null) return AVATAR_MESSAGES.noAvatarFile;
  if (!AVATAR_MIME_TYPES.includes(file.type)) return AVATAR_MESSAGES.notAnImage;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.avatarTooLarge;
  return null;
}

export const avatarUploadMachine = setup({
  types: {
    context: {} as AvatarUploadContext,
    events: {} as AvatarUploadEvent,
  },
  actors: {
    /**
     * Uploads the picture under the account's own id, points konton.avatar_url at it, then removes
     * the previous picture (a failed removal leaves a file behind but loses nothing).
     */
    uploadAvatar: fromPromise<KontoRow, UploadAvatarInput>(async ({ input }) => {
      if (!input.profile || !input.file) throw new ServiceError({ kind: 'invalid' });
      const previous = input.profile.avatar_url;
      const path = await unwrap(avatars.upload(input.profile.id, input.file));
      const row = await unwrap(accounts.updateAvatarUrl(input.profile.email, path));
      if (previous && previous !== path) {
        const removed = await avatars.remove([previous]);
        if (!removed.ok) logServiceError('removing the previous profile picture', removed.error);
      }
      return row;
    }),
  },
  guards: {
    isUsableAvatar: (_, params: { file: AvatarFile | null }) =>
      avatarFileProblem(params.file) === null,
    hasAvatarFile: ({ context }) => context.avatarFile !== null && context.profile !== null,
  },
  actions: {
    setProfile: assign((_, params: { profile: KontoRow | null }) => ({
      profile: params.profile,
    })),
    setAvatarFile: assign((_, params: { file: AvatarFile | null }) => ({
      avatarFile: params.file,
      avatarError: null,
    })),
    rejectAvatarFile: assign((_, params: { file: AvatarFile | null }) => ({
      avatarFile: null,
      avatarError: avatarFileProblem(params.file),
    })),
    setNoAvatarError: assign({ avatarError: AVATAR_MESSAGES.noAvatarFile }),
    clearAvatarFile: assign({ avatarFile: null, avatarError: null }),
    /** Provided by the profile machine: the toast goes to its parent, which shows it. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the profile machine: the stored row goes to its parent, which keeps it. */
    reportChanged: (_, _params: { profile: KontoRow }) => {},
  },
}).createMachine({
  id: 'avatarUpload',
  context: { profile: null, avatarFile: null, avatarError: null },
  initial: 'idle',
  on: {
    'profile.synced': { actions: { type: 'setProfile', params: ({ event }) => event } },
  },
  states: {
    idle: {
      on: {
        'profile.avatarSelected': [
          {
            guard: { type: 'isUsableAvatar', params: ({ event }) => event },
            actions: { type: 'setAvatarFile', params: ({ event }) => event },
          },
          { actions: { type: 'rejectAvatarFile', params: ({ event }) => event } },
        ],
        'profile.uploadAvatar': [
          { guard: 'hasAvatarFile', target: 'uploading' },
          {
            actions: [
              'setNoAvatarError',
              { type: 'showToast', params: AVATAR_TOASTS.noAvatarFile },
            ],
          },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'uploadAvatar',
        src: 'uploadAvatar',
        input: ({ context }) => ({ profile: context.profile, file: context.avatarFile }),
        onDone: {
          target: 'idle',
          actions: [
            'clearAvatarFile',
            { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
            { type: 'reportChanged', params: ({ event }) => ({ profile: event.output }) },
            { type: 'showToast', params: AVATAR_TOASTS.avatarSaved },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
        },
      },
    },
  },
});

export type AvatarUploadSnapshot = SnapshotFrom<typeof avatarUploadMachine>;

export const selectAvatar = (snapshot: AvatarUploadSnapshot) => ({
  isUploading: snapshot.matches('uploading'),
  fileName: snapshot.context.avatarFile?.name ?? null,
  error: snapshot.context.avatarError,
});
