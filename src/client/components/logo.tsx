import { Box } from '@mantine/core';

/** The product mark: two people on a blue tile (decorative; the name is always shown beside it). */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 32 32" w={size} h={size} aria-hidden style={{ flexShrink: 0 }}>
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-blue-7)" />
      <circle cx="12" cy="12" r="4" fill="#fff" />
      <circle cx="21" cy="13" r="3" fill="var(--mantine-color-blue-1)" />
      <path d="M5 25c0-4 3.5-7 7-7s7 3 7 7z" fill="#fff" />
      <path d="M17 25c.3-3 2-5.5 4-5.5 2.5 0 5 2.5 5 5.5z" fill="var(--mantine-color-blue-1)" />
    </Box>
  );
}
