// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../../../tests/helpers/render-ui.tsx';
import { AddWorkerDialog } from './add-worker-dialog.tsx';

/** The five sections of the Add New Worker and Edit Worker Profile forms, their fields in order (docs/domain.md). */
const sections = [
  [
    'Personal Details',
    [
      'Title',
      'Initial',
      'First Name',
      'Last Name',
      'Gender',
      'Marital Status',
      'Date of Birth',
      'Nationality',
      'Email',
      'Phone',
      'Immigration Share Code',
    ],
  ],
  ['Address Information', ['Address Line 1', 'Address Line 2', 'Address Line 3', 'City', 'County', 'Post Code']],
  ['Bank Details', ['Account Name', 'Sort Code', 'Account Number', 'BACS Reference']],
  [
    'Payroll Information',
    [
      'NI Number',
      'Work Start Date',
      'Payment Frequency',
      'NI Category',
      'Tax Code',
      'Wk1/Mth1 Basis',
      'Employee Reference',
      'Works Reference',
    ],
  ],
  ['Agency & Payroll Assignment', ['Agency', 'Payroll Company']],
] as const;

describe('the worker form', () => {
  it('shows its sections and their fields in order, each field labelled as the worker field table says', () => {
    renderUi(<AddWorkerDialog opened onClose={() => undefined} />);
    const shown = screen
      .getAllByRole('region')
      .map((section) => [
        section.getAttribute('aria-label'),
        Array.from(section.querySelectorAll('label')).map((label) => label.textContent),
      ]);
    expect(shown).toEqual(sections);
  });

  it('marks its text fields required but the share code, address lines 2 and 3, the BACS reference and the two references', () => {
    renderUi(<AddWorkerDialog opened onClose={() => undefined} />);
    const optional = screen
      .getAllByRole('region')
      .flatMap((section) => within(section).queryAllByRole('textbox'))
      .filter((input) => !input.hasAttribute('required'))
      .map((input) => input.getAttribute('name'));
    expect(optional).toEqual([
      'immigrationShareCode',
      'addressLine2',
      'addressLine3',
      'bacsReference',
      'employeeReference',
      'worksReference',
    ]);
  });
});
