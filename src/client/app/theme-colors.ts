import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes with the shades that carry text darkened just enough for WCAG AA (issue 9,
 * item 9; docs/domain.md, Accessibility). With primaryShade 8 (theme.ts) Mantine paints:
 * - filled buttons and badges: white on shade 8 (each at least 4.8:1);
 * - outline badges, anchors and coloured text: shade 8 on white (the same ratio);
 * - light variants: shade 9 on shade 1, and on shade 2 when hovered (each at least 4.6:1);
 * - dimmed text: gray 6, at least 4.6:1 on white, gray 0 (the page) and gray 1.
 * Shades 0-7 (backgrounds, borders, decoration) are Mantine's own. Ratios are checked by
 * tests/unit/theme-contrast.test.ts.
 */
const withShades = (name: string, shades: Partial<Record<number, string>>): MantineColorsTuple =>
  (DEFAULT_THEME.colors[name] ?? []).map((shade, i) => shades[i] ?? shade) as unknown as MantineColorsTuple;

export const accessibleColors = {
  gray: withShades('gray', { 6: '#666e76' }),
  red: withShades('red', { 8: '#ca1e1e', 9: '#b02525' }),
  pink: withShades('pink', { 8: '#c0255b' }),
  grape: withShades('grape', { 8: '#9935b1' }),
  violet: withShades('violet', { 9: '#5938b9' }),
  indigo: withShades('indigo', { 8: '#3757da', 9: '#3249b7' }),
  blue: withShades('blue', { 8: '#1768b2', 9: '#165b9b' }),
  cyan: withShades('cyan', { 8: '#0a7384', 9: '#0a6879' }),
  teal: withShades('teal', { 8: '#087a57', 9: '#076e4f' }),
  green: withShades('green', { 8: '#247b35', 9: '#237133' }),
  lime: withShades('lime', { 8: '#4a790b', 9: '#48730a' }),
  yellow: withShades('yellow', { 8: '#9e5c00', 9: '#a15300' }),
  orange: withShades('orange', { 8: '#b54509', 9: '#ac390c' }),
};
