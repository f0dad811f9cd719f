import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';

export const BACK_TO_MAIN = 'Back to main';

/**
 * The way back from a page of its own (/admin, /admin-dashboard, /admin-profile) to the main
 * tabs (issue 9, item 12). Inside the main page itself (/?tab=admin) there is nothing to go back to.
 */
export function BackToMainLink() {
  const [location] = useLocation();
  if (location === '/') return null;
  return (
    <Anchor component={Link} href="/" size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={14} aria-hidden />
        {BACK_TO_MAIN}
      </Group>
    </Anchor>
  );
}
