import { Button, Group, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { FormDialog, useReportDirty } from '../../../components/form-dialog.tsx';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  approveAccessBody,
  type AccessRequest,
  type ApproveAccessBody,
} from '../../../../shared/api/access-requests.ts';
import { isRole, type Role } from '../../../../shared/domain/permissions.ts';
import { AgencySelect } from '../../../components/agency-select.tsx';
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
  const { control, register, handleSubmit, formState } = useForm<ApproveForm, unknown, ApproveAccessBody>({
    resolver,
    defaultValues: {
      accessLevel: isRole(request.requestedAccessLevel) ? request.requestedAccessLevel : null,
      password: '',
      agencyId: null,
    },
  });
  const accessLevel = useWatch({ control, name: 'accessLevel' });
  const { errors } = formState;
  useReportDirty(formState.isDirty);

  const submit = handleSubmit((body) => approve.mutate({ id: request.id, body }, { onSuccess: onDone }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Grant access to <strong>{fullName(request)}</strong> ({request.email}).
        </Text>
        <Controller
          control={control}
          name="accessLevel"
          render={({ field }) => (
            <Select<Role>
              label="Access Level"
              placeholder="Select an access level"
              data={accessLevelData}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.accessLevel?.message}
              description={field.value ? accessLevelDescriptions[field.value] : undefined}
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
          )}
        />
        <PasswordInput
          label="Initial Password"
          description="The user must change it at first sign-in."
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        {accessLevel === 'client' && (
          <Controller
            control={control}
            name="agencyId"
            render={({ field }) => (
              <AgencySelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.agencyId?.message}
                description="Client users see only this agency's data."
              />
            )}
          />
        )}
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
