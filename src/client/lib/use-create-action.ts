import { useEffect } from 'react';
import { CREATE_PARAM, type CreateAction } from '../../shared/domain/app-screens.ts';
import { useUrlState } from './use-url-state.ts';

/**
 * An address asking a screen to open its dialog (`?create=worker`, from the command palette or a
 * keyboard shortcut: docs/domain.md, "Keyboard shortcuts"): opens it once and takes the request
 * out of the address, so a reload or Back does not open it again.
 */
export function useCreateAction(action: CreateAction, open: () => void) {
  const [params, setParams] = useUrlState();
  const isAsked = params.get(CREATE_PARAM) === action;
  useEffect(() => {
    if (!isAsked) return;
    open();
    setParams({ [CREATE_PARAM]: null });
  }, [isAsked, open, setParams]);
}
