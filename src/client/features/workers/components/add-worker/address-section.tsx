import { SimpleGrid } from '@mantine/core';
import { formatPostCode } from '../../../../../shared/domain/uk-formatters.ts';
import { countyGroups } from './counties.ts';
import { FormSelectField, FormTextField, type AddWorkerControl } from './form-fields.tsx';

/** Address Information. */
export function AddressSection({ control }: { control: AddWorkerControl }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <FormTextField control={control} name="addressLine1" autoComplete="off" />
      <FormTextField control={control} name="addressLine2" autoComplete="off" />
      <FormTextField control={control} name="addressLine3" autoComplete="off" />
      <FormTextField control={control} name="city" autoComplete="off" />
      <FormSelectField
        control={control}
        name="county"
        data={countyGroups}
        searchable
        nothingFoundMessage="No county found"
      />
      <FormTextField
        control={control}
        name="postCode"
        placeholder="SW1A 1AA"
        format={formatPostCode}
        autoComplete="off"
      />
    </SimpleGrid>
  );
}
