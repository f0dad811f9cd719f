import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColors } from '../../src/client/app/theme-colors.ts';

/** WCAG 2.1 relative luminance and contrast ratio of two #rrggbb colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

const WHITE = '#ffffff';
const AA_TEXT = 4.5;
const palettes = Object.entries(accessibleColors).filter(([name]) => name !== 'gray');
const shade = (palette: readonly string[], i: number) => palette[i] ?? '';

/**
 * The theme's colours meet WCAG AA for normal text (4.5:1) wherever Mantine paints text with them
 * (theme.ts: primary shade 8; theme-colors.ts; docs/domain.md, Accessibility).
 */
describe('theme colours (WCAG AA)', () => {
  it.each(palettes)('%s: white text on a filled button or badge (shade 8)', (_name, palette) => {
    expect(contrast(WHITE, shade(palette, 8))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(palettes)('%s: outline badges, anchors and coloured text on white (shade 8)', (_name, palette) => {
    expect(contrast(shade(palette, 8), WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(palettes)(
    '%s: light badges and buttons (shade 9 on shade 1, and on shade 2 when hovered)',
    (_name, palette) => {
      expect(contrast(shade(palette, 9), shade(palette, 1))).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(shade(palette, 9), shade(palette, 2))).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it('dimmed text (gray 6) on white, the page (gray 0) and striped rows (gray 1)', () => {
    const gray = accessibleColors.gray;
    for (const background of [WHITE, shade(gray, 0), shade(gray, 1)])
      expect(contrast(shade(gray, 6), background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("keeps Mantine's own light shades (backgrounds and borders)", () => {
    for (const [name, palette] of Object.entries(accessibleColors))
      expect(palette.slice(0, 6), name).toEqual((DEFAULT_THEME.colors[name] ?? []).slice(0, 6));
  });
});
