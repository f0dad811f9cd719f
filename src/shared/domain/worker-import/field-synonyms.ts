import type { WorkerTextField } from '../worker-fields.ts';

/**
 * Other headers a UK office's spreadsheet uses for each import field (docs/domain.md: auto-map
 * by label or synonym). Compared after normaliseHeader, so case, spaces, punctuation and the
 * template's ' *' do not matter; the field's own label and template header always match too.
 */
export const importFieldSynonyms: Record<WorkerTextField, readonly string[]> = {
  employeeReference: ['Employee Ref', 'Emp Ref', 'Employee Number', 'Employee No', 'Employee ID', 'Staff Number'],
  worksReference: ['Works Ref', 'Works Number', 'Works No'],
  title: ['Salutation'],
  initial: ['Initials'],
  firstName: ['First Name', 'Given Name', 'Forenames', 'First Names', 'Christian Name'],
  lastName: ['Last Name', 'Family Name', 'Surname'],
  addressLine1: ['Address', 'Address 1', 'Addr 1', 'Address Line One', 'Street', 'Street Address'],
  addressLine2: ['Address 2', 'Addr 2', 'Address Line Two'],
  addressLine3: ['Address 3', 'Addr 3', 'Address Line Three', 'Locality'],
  city: ['Town', 'Town/City', 'City/Town', 'Post Town'],
  county: ['Region'],
  postCode: ['Postcode', 'Postal Code', 'Zip', 'Zip Code'],
  email: ['E-mail', 'Email Address', 'E-mail Address'],
  phone: [
    'Mobile',
    'Mobile Number',
    'Mobile No',
    'Mobile Phone',
    'Phone Number',
    'Phone No',
    'Telephone',
    'Telephone Number',
    'Tel',
    'Contact Number',
  ],
  gender: ['Sex'],
  maritalStatus: ['Marital'],
  dateOfBirth: ['DOB', 'D.O.B.', 'Birth Date', 'Birthdate', 'Birthday'],
  nationality: ['Citizenship'],
  workStartDate: ['Start Date', 'Work Start', 'Employment Start Date', 'Date Started', 'Start'],
  niNumber: [
    'NINO',
    'NI No',
    'NI',
    'NI Num',
    'National Insurance Number',
    'National Insurance No',
    'National Insurance',
  ],
  niCategory: ['NI Cat', 'NI Letter', 'NIC Category', 'NI Table Letter', 'National Insurance Category'],
  taxCode: ['PAYE Code', 'PAYE Tax Code'],
  wk1Mth1Basis: ['Wk1/Mth1', 'Week 1 Month 1', 'Week 1/Month 1', 'W1/M1', 'Week1/Month1 Basis'],
  paymentFrequency: ['Pay Frequency', 'Pay Period', 'Frequency'],
  sortCode: ['Sortcode', 'Bank Sort Code'],
  accountNumber: ['Account No', 'Acc No', 'Acct No', 'Account', 'Bank Account Number', 'Bank Account No'],
  accountName: ['Account Holder', 'Account Holder Name', 'Bank Account Name', 'Name on Account'],
  bacsReference: ['BACS Ref', 'Payment Reference'],
  immigrationShareCode: ['Share Code', 'Right to Work Share Code', 'RTW Share Code'],
  notes: ['Note', 'Comments', 'Comment'],
  p45Date: [],
};
