import { Button, Group, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { FormDialog, useReportDirty } from '../../../components/form-dialog.tsx';
import { useForm } from 'react-hook-form';
import {
  approveAccessBody,
  type AccessRequest,
  type ApproveAccessBody,
} from '../../../../shared/api/access-requests.ts';
import { isRole, type Role } from '../../../../shared/domain/permissions.ts';
import { RoleAndAgencyFields, type RoleInputProps } from '../../../components/role-and-agency-fields.tsx';
import { fullName } from '../../../lib/full-name.ts';
import { roleLabels } from '../../../lib/roles.ts';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useApproveAccessRequest } from '../api/approve-access-request.ts';
import { accessLevelDescriptions, accessLevelOrder } from '../lib/access-levels.ts';

type ApproveForm = { accessLevel: Role | null; password: string; agencyId: number | null };

const accessLevelData = accessLevelOrder.map((role) => ({ value: role, label: roleLabels[role] }));

/** The shared schema says why a short password fails; the dialog names an empty one (docs/domain.md). */
const resolver = schemaResolver<ApproveForm, typeof approveAccessBody>(approveAccessBody, {
  adjustErrors: (values, errors) =>
    values.password === '' ? { ...errors, password: { type: 'required', message: 'Password Required' } } : errors,
});

/** The access level granted, each with what it lets the user do. */
function AccessLevelSelect({ value, onChange, onBlur, error }: RoleInputProps) {
  return (
    <Select<Role>
      label="Access Level"
      placeholder="Select an access level"
      data={accessLevelData}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      description={value ? accessLevelDescriptions[value] : undefined}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {accessLevelDescriptions[option.value]}
          </Text>
        </div>
      )}
      allowDeselect={false}
      required
    />
  );
}

type Props = { request: AccessRequest | null; onClose: () => void };

export function ApproveAccessDialog({ request, onClose }: Props) {
  return (
    <FormDialog opened={request !== null} onClose={onClose} title="Approve Access Request" size="md">
      {request && <ApproveAccessForm key={request.id} request={request} onDone={onClose} />}
    </FormDialog>
  );
}

function ApproveAccessForm({ request, onDone }: { request: AccessRequest; onDone: () => void }) {
  const approve = useApproveAccessRequest();
  const form = useForm<ApproveForm, unknown, ApproveAccessBody>({
    resolver,
    defaultValues: {
      accessLevel: isRole(request.requestedAccessLevel) ? request.requestedAccessLevel : null,
      password: '',
      agencyId: null,
    },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  useReportDirty(formState.isDirty);

  const submit = handleSubmit((body) => approve.mutate({ id: request.id, body }, { onSuccess: onDone }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Grant access to <strong>{fullName(request)}</strong> ({request.email}).
        </Text>
        <RoleAndAgencyFields
          form={form}
          roleName="accessLevel"
          roleInput={AccessLevelSelect}
          agencyDescription="Client users see only this agency's data."
        >
          <PasswordInput
            label="Initial Password"
            description="The user must change it at first sign-in."
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
        </RoleAndAgencyFields>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="green" loading={approve.isPending}>
            Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
