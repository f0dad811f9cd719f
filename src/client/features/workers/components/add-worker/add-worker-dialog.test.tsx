// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../../tests/helpers/render-ui.tsx';
import { AddWorkerDialog } from './add-worker-dialog.tsx';

const DISCARD = 'Discard unsaved changes?';

function openForm() {
  const onClose = vi.fn();
  return { onClose, ...renderUi(<AddWorkerDialog opened onClose={onClose} />) };
}

describe('Add New Worker: no lost work (docs/domain.md "Daily use")', () => {
  it('closes at once while nothing was typed', async () => {
    const { user, onClose } = openForm();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: DISCARD })).toBeNull();
  });

  it('asks before closing once a field was typed in; Keep editing keeps what was typed', async () => {
    const { user, onClose } = openForm();
    await user.type(screen.getByRole('textbox', { name: 'Address Line 2' }), 'Flat 3');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: DISCARD });
    expect(within(ask).getByText('What you typed in this dialog has not been saved and will be lost.')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Address Line 2' }).value).toBe('Flat 3');
  });

  it('Discard closes the form', async () => {
    const { user, onClose } = openForm();
    await user.type(screen.getByRole('textbox', { name: 'Address Line 2' }), 'Flat 3');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DISCARD })).getByRole('button', { name: 'Discard' }),
    );
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Cancel closes without asking: it is deliberate', async () => {
    const { user, onClose } = openForm();
    await user.type(screen.getByRole('textbox', { name: 'Address Line 2' }), 'Flat 3');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: DISCARD })).toBeNull();
  });
});
