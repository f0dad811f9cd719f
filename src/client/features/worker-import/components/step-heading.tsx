import { useEffect, useRef, type ReactNode } from 'react';
import { Title } from '@mantine/core';

/**
 * A step's heading (h2 under the page's h1). When the user has moved to this step, focus lands
 * here, so a screen reader announces the new step and Tab continues from its top.
 */
export function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Title ref={ref} order={2} fz="h3" tabIndex={-1} style={{ outlineOffset: 4 }}>
      {children}
    </Title>
  );
}
