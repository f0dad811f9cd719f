// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewRowWithValues } from '../../../../../shared/api/worker-import-answers.ts';
import { renderUi } from '../../../../../../tests/helpers/render-ui.tsx';
import { ReviewGrid } from './review-grid.tsx';

const headers = ['Forename', 'Sex', 'E-mail'];
const mappings = { Forename: 'firstName', Sex: 'gender', 'E-mail': 'email' };
const row: ReviewRowWithValues = {
  rowIndex: 0,
  rowNumber: 2,
  cells: ['John', 'M', 'john@example'],
  // The import reads 'M' as MALE: the list opens on it.
  values: { 1: 'MALE' },
  status: 'error',
  errors: [{ field: 'email', message: 'Please enter a valid email' }],
  warnings: [],
  isDuplicate: false,
  duplicateReason: null,
};

function renderGrid() {
  const onSave = vi.fn<(row: ReviewRowWithValues, columnIndex: number, value: string) => Promise<boolean>>(
    async () => true,
  );
  const ui = renderUi(
    <ReviewGrid
      rows={[row]}
      headers={headers}
      mappings={mappings}
      headersInError={[]}
      disabled={false}
      actionOf={() => 'skip'}
      onAction={() => undefined}
      onSave={onSave}
      onRemove={() => undefined}
    />,
  );
  return { onSave, ...ui };
}

describe('the import review grid (docs/domain.md "Bulk worker import")', () => {
  it("edits a choice field's cell with the list of its allowed values, opened on the import's reading", async () => {
    const { user, onSave } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'M' }));
    const editor = screen.getByRole('combobox', { name: 'Sex, row 2' });
    expect((editor as HTMLInputElement).value).toBe('MALE');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['MALE', 'FEMALE', 'PREFER NOT TO SAY']);
    await user.click(screen.getByRole('option', { name: 'FEMALE' }));
    expect(onSave).toHaveBeenCalledWith(row, 1, 'FEMALE');
    // The value sent shows until the row comes back from the server.
    expect(screen.getByRole('button', { name: 'FEMALE' })).toBeTruthy();
  });

  it("edits a text cell: Enter saves what was typed, in the cell's column", async () => {
    const { user, onSave } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'john@example' }));
    const editor = screen.getByRole('textbox', { name: 'E-mail, row 2' });
    await user.clear(editor);
    await user.type(editor, 'john@example.com{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith(row, 2, 'john@example.com');
    expect(screen.getByRole('button', { name: 'john@example.com' })).toBeTruthy();
  });

  it('Escape leaves the cell as it was and saves nothing', async () => {
    const { user, onSave } = renderGrid();
    await user.click(screen.getByRole('button', { name: 'John' }));
    await user.type(screen.getByRole('textbox', { name: 'Forename, row 2' }), 'ny{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(within(screen.getByRole('table')).getByRole('button', { name: 'John' })).toBeTruthy();
  });
});
