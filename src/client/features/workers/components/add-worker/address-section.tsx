import { SimpleGrid } from '@mantine/core';
import { formatPostCode } from '../../../../../shared/domain/uk-formatters.ts';
import { countyGroups } from './counties.ts';
import { FormSelectField, FormTextField, type AddWorkerControl } from './form-fields.tsx';

/** Address Information. */
export function AddressSection({ control }: { control: AddWorkerControl }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <FormTextField control={control} name="addressLine1" label="Address Line 1" autoComplete="off" />
      <FormTextField control={control} name="addressLine2" label="Address Line 2" autoComplete="off" />
      <FormTextField control={control} name="addressLine3" label="Address Line 3" autoComplete="off" />
      <FormTextField control={control} name="city" label="City" autoComplete="off" />
      <FormSelectField control={control} name="county" label="County" data={countyGroups} searchable nothingFoundMessage="No county found" />
      <FormTextField control={control} name="postCode" label="Post Code" placeholder="SW1A 1AA" format={formatPostCode} autoComplete="off" />
    </SimpleGrid>
  );
}
