import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { bareList, cluster, stack } from '../../ui/Layout/primitives.css';
import { media, vars } from '../../ui/theme/theme.css';

/**
 * 'Edit' (or its placeholder while the admin check runs) stands at the right end of the reading
 * page's first row, beside 'Tillbaka', out of the flow: it appears after the page is on screen
 * (edit rights are read after mount), and in the flow it pushed the text down by a row (CLS 0.023
 * on an article where everybody may edit, i.e. on a local or preview host). The reading page
 * (`reading` in reading.css.ts) is its containing block; in the DOM it still comes right before
 * the text it edits.
 */
export const toolbar = style({
  position: 'absolute',
  top: vars.space[5],
  right: vars.space[4],
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '36px',
  '@media': { [media.medium]: { top: vars.space[6], right: vars.space[5] } },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** Stands where the Edit button will be while the admin check runs. */
export const placeholder = style({
  display: 'inline-block',
  width: '5.5rem',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const editor = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  padding: vars.space[4],
  boxShadow: vars.shadow.sm,
  '@media': { [media.medium]: { padding: vars.space[5] } },
});

export const editorField = style({ marginBottom: vars.space[3] });
globalStyle(`${editorField} textarea`, {
  minHeight: '22rem',
  lineHeight: vars.lineHeight.body,
  fontSize: vars.fontSize.md,
});

export const actions = cluster({ gap: '2' });

export const error = style({
  margin: `0 0 ${vars.space[3]}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&::before': { content: '"⚠ "' } },
});

// ---------------------------------------------------------------------------------------------
// Blog post metadata (title, excerpt, author)
// ---------------------------------------------------------------------------------------------

export const metaForm = style({ flex: '1 1 100%' });

// ---------------------------------------------------------------------------------------------
// Notices, the cancel question, conflicts and the version history
// ---------------------------------------------------------------------------------------------

/** 'Ditt osparade utkast har återställts.' and other notes above the field. */
export const notice = style([
  cluster({ gap: '2', justify: 'between' }),
  {
    margin: `0 0 ${vars.space[3]}`,
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius.sm,
    background: vars.color.accentSoft,
  },
]);

export const noticeText = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

/** 'Kasta ändringarna?' in place of Save and Cancel. */
export const confirm = style([
  stack({ gap: '2' }),
  {
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceMuted,
  },
]);

export const conflict = style([
  editor,
  { display: 'flex', flexDirection: 'column', gap: vars.space[3], marginBottom: vars.space[5] },
]);

export const conflictMessage = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.danger,
  selectors: { '&::before': { content: '"⚠ "' } },
});

export const conflictColumns = style({
  display: 'grid',
  gap: vars.space[3],
  '@media': { [media.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const conflictColumn = style({
  margin: 0,
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  background: vars.color.surface,
});

export const conflictCaption = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space[2],
});

export const conflictText = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '24rem',
  overflowY: 'auto',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

/** Words only in their text: struck through, and not by colour alone. */
export const removed = style({
  background: vars.color.dangerSoft,
  color: vars.color.text,
  textDecoration: 'line-through',
});

/** Words only in this draft: underlined, and not by colour alone. */
export const added = style({
  background: vars.color.successSoft,
  color: vars.color.text,
  textDecoration: 'underline',
});

export const history = style([editor, { marginBottom: vars.space[5] }]);

export const historyHeader = style([
  cluster({ gap: '2', justify: 'between' }),
  {
    marginBottom: vars.space[3],
  },
]);

export const historyHeading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const historyList = style([bareList, { display: 'flex', flexDirection: 'column' }]);

export const historyItem = style([
  cluster({ gap: '2', justify: 'between' }),
  {
    padding: `${vars.space[3]} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  },
]);

export const historyTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const historyMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** A post's field as shown, with its Edit button (and, while edited, its form) under it. */
export const metaField = style([
  stack({ gap: '2', align: 'start' }),
  {
    marginBottom: vars.space[3],
  },
]);

export const metaEdit = style({ alignSelf: 'flex-start' });

/** A preview card's Edit: above the card's stretched link, so that it can be pressed. */
export const previewEdit = style({ position: 'relative', zIndex: 1, marginTop: vars.space[2] });
