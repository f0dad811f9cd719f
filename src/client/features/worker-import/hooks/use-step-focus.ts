import { useState } from 'react';
import type { ImportStep } from '../lib/steps.ts';

/**
 * Whether the user has moved from the step the screen opened on (null while it is still loading).
 * Once moved, each step's heading takes focus as it appears; the first step shown after a load or
 * reload leaves focus where the page put it.
 */
export function useStepFocus(step: ImportStep | null): boolean {
  const [shown, setShown] = useState<ImportStep | null>(step);
  const [hasMoved, setHasMoved] = useState(false);
  if (step !== null && step !== shown) {
    setShown(step);
    if (shown !== null) setHasMoved(true);
  }
  return hasMoved;
}
