import { Group, Tabs, Text } from '@mantine/core';
import type { Agency } from '../../../../../shared/api/agencies.ts';
import { canEditAgencies } from '../../../../../shared/domain/permissions.ts';
import { useCurrentRole } from '../../../../lib/current-user.ts';
import { useAgencyCommercial } from '../../api/commercial.ts';
import { useFieldSave } from '../../hooks/use-field-save.ts';
import { CommunicationSection } from '../communication/communication-section.tsx';
import { ContactsTab } from '../contacts/contacts-tab.tsx';
import { DocumentsSection } from '../documents/documents-section.tsx';
import { FieldsTab } from './fields-tab.tsx';
import { commercialFields, profileFields } from './profile-fields.ts';
import { SaveIndicator } from '../../../../components/save-indicator.tsx';

/**
 * The agency profile panel (docs/domain.md, Agencies), inline under a card: Profile, Contacts,
 * Commercial, Documents and Communication. Fields save one by one; a client user reads them.
 */
export function AgencyProfilePanel({ agency }: { agency: Agency }) {
  const canEdit = canEditAgencies(useCurrentRole());
  const fieldSave = useFieldSave(agency.id);
  // A failure is tolerated (docs/domain.md, Agencies): the agency's own record carries the same terms.
  const commercial = useAgencyCommercial(agency.id);
  const terms = commercial.data ?? agency;

  return (
    <Tabs defaultValue="profile" keepMounted={false}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Tabs.List>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="contacts">Contacts</Tabs.Tab>
          <Tabs.Tab value="commercial">Commercial</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="communication">Communication</Tabs.Tab>
        </Tabs.List>
        <SaveIndicator status={fieldSave.status} />
      </Group>
      <Tabs.Panel value="profile" pt="md">
        <FieldsTab fields={profileFields} values={agency} fieldSave={fieldSave} readOnly={!canEdit} />
      </Tabs.Panel>
      <Tabs.Panel value="contacts" pt="md">
        <ContactsTab agencyId={agency.id} canEdit={canEdit} />
      </Tabs.Panel>
      <Tabs.Panel value="commercial" pt="md">
        <Text size="sm" c="dimmed" mb="sm">
          The fee is charged per worker per pay week, in pounds.
        </Text>
        <FieldsTab fields={commercialFields} values={terms} fieldSave={fieldSave} readOnly={!canEdit} />
      </Tabs.Panel>
      <Tabs.Panel value="documents" pt="md">
        <DocumentsSection agencyId={agency.id} />
      </Tabs.Panel>
      <Tabs.Panel value="communication" pt="md">
        <CommunicationSection agencyId={agency.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
