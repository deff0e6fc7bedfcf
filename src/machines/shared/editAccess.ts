/**
 * What grants the editing UI (read by src/app at start-up and by the editors' rights machine,
 * ../editRights.ts): the host and the session flag; and the rights that machine reports to the
 * editors, its parents, which import them from here rather than from a sibling machine. A module
 * of its own so that deciding whether a page wants its editors loads none of them.
 */

export interface EditAccess {
  /** The host is local, development or preview (`hostAllowsEditing`). */
  host: boolean;
  /** sessionStorage `enable_edit_mode` is exactly `true`. */
  flag: boolean;
}

/**
 * Local, development and preview hosts, where everyone may edit: `localhost` (and `*.localhost`), `127.0.0.1`,
 * `::1`, `*.local`; preview deployments (`*-preview.*`, `deploy-preview-*`); and development
 * deployments (`*-dev.*`, `*-development.*`, e.g. `startklar-dev.netlify.app`). A name that only
 * contains such a word elsewhere (`preview.startklar.se`, the top-level domain of
 * `startklar.dev`) does not count: it may be production.
 */
export function hostAllowsEditing(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '127.0.0.1' || host === '::1' || host === '[::1]') return true;
  if (host.endsWith('.local')) return true;
  const labels = host.split('.');
  if (labels[0]?.startsWith('deploy-preview-')) return true;
  return labels.slice(0, -1).some((label) => /-(preview|dev|development)$/.test(label));
}

/** What the rights machine (../editRights.ts) tells the editors, its parents. */
export interface EditRights {
  /** Host and flag have been read. */
  accessKnown: boolean;
  /** The admin check (or the host rule) has answered for the current session. */
  known: boolean;
  /** The editing UI may show (host or flag). */
  editUi: boolean;
  /** The flag is on: "global edit mode". */
  globalEdit: boolean;
  admin: boolean;
  signedIn: boolean;
  /** The signed-in user's address (whose drafts the editors keep), or null. */
  user: string | null;
}

export const NO_RIGHTS: EditRights = {
  accessKnown: false,
  known: false,
  editUi: false,
  globalEdit: false,
  admin: false,
  signedIn: false,
  user: null,
};

export type EditRightsChanged = { type: 'editRights.changed'; rights: EditRights };
