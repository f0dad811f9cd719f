/**
 * The one piece of markup in help text (lib/types.ts): **Label** names a control exactly as the
 * product labels it.
 */
const CONTROL = /\*\*(.+?)\*\*/g;

export type TextPart = { text: string; isControl: boolean };

/** The text cut into plain parts and control labels, in order. */
export function partsOf(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTROL)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), isControl: false });
    parts.push({ text: match[1]!, isControl: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isControl: false });
  return parts;
}

/** The control labels a text quotes. */
export const controlLabelsOf = (text: string): string[] => partsOf(text).flatMap((p) => (p.isControl ? [p.text] : []));

/** The text as read (search, screen readers): the markup removed. */
export const plainText = (text: string): string => text.replace(CONTROL, '$1');
