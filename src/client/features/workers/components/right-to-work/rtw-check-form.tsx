import '@mantine/dates/styles.css';
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { MAX_RTW_EVIDENCE_FILES } from '../../../../../shared/api/rtw-checks.ts';
import {
  rtwMessages,
  rtwMethodLabels,
  rtwMethods,
  rtwOutcomeLabels,
  rtwOutcomes,
} from '../../../../../shared/domain/right-to-work.ts';
import { useReportDirty } from '../../../../components/form-dialog.tsx';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import { acceptAttribute } from '../../../../lib/document-file.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyServerFieldErrors, messageOf } from '../../../../lib/errors.ts';
import { useRecordRtwCheck } from '../../api/record-rtw-check.ts';
import {
  emptyRtwCheck,
  followUpPreview,
  rtwCheckResolver,
  takesNoticeDate,
  takesShareCode,
  typedShareCodeIsStale,
  type RtwCheckSubmit,
  type RtwCheckValues,
} from './rtw-check-form-schema.ts';

const methodOptions = rtwMethods.map((value) => ({ value, label: rtwMethodLabels[value] }));
const outcomeOptions = rtwOutcomes.map((value) => ({ value, label: rtwOutcomeLabels[value] }));
const serverFields = [
  'method',
  'checkDate',
  'outcome',
  'permissionEndDate',
  'noticeDate',
  'shareCode',
  'shareCodeGivenOn',
  'restrictions',
] as const;

type FormControl = Control<RtwCheckValues, unknown, RtwCheckSubmit>;

type DateName = 'checkDate' | 'permissionEndDate' | 'noticeDate' | 'shareCodeGivenOn';

function DateField({
  control,
  name,
  label,
  required,
}: {
  control: FormControl;
  name: DateName;
  label: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <EnGbDateInput
          label={label}
          required={required}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          allowDeselect
          clearable={!required}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function SelectField<Name extends 'method' | 'outcome'>({
  control,
  name,
  label,
  data,
}: {
  control: FormControl;
  name: Name;
  label: string;
  data: { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder="Choose one"
          data={data}
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** What the check will give, said as the form is filled in, and a stale share code as typed. */
function RtwCheckHints({ control }: { control: FormControl }) {
  const values = useWatch({ control }) as RtwCheckValues;
  const preview = followUpPreview(values);
  return (
    <>
      {typedShareCodeIsStale(values) && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">{rtwMessages.shareCodeStale}</Text>
        </Alert>
      )}
      {preview && (
        <Text size="sm" fw={500} role="status">
          {preview}
        </Text>
      )}
    </>
  );
}

type Props = { workerId: number; onRecorded: () => void; onCancel: () => void };

/**
 * Record a right-to-work check (docs/domain.md, "Right-to-work checks"): checked with the server's
 * own schema before sending; the notice date shows for a PVN or ECS check, the share code for an
 * online one. The server's refusal is shown in the form.
 */
// Stays long: a form's fields in screen order.
export function RtwCheckForm({ workerId, onRecorded, onCancel }: Props) {
  const record = useRecordRtwCheck();
  const form = useForm<RtwCheckValues, unknown, RtwCheckSubmit>({
    resolver: rtwCheckResolver,
    defaultValues: emptyRtwCheck,
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  useReportDirty(formState.isDirty);
  const [refusal, setRefusal] = useState<string | null>(null);
  const method = useWatch({ control, name: 'method' });

  const submit = handleSubmit(({ evidence, ...fields }) => {
    setRefusal(null);
    record.mutate(
      { workerId, fields, evidence },
      {
        onSuccess: onRecorded,
        onError: (error) => {
          applyServerFieldErrors(error, setError, serverFields);
          setRefusal(
            error instanceof ApiError && error.status === 400
              ? error.serverMessage
              : messageOf(error, 'The check could not be recorded. Please try again.'),
          );
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Record a right-to-work check">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <SelectField control={control} name="method" label="Method" data={methodOptions} />
          <DateField control={control} name="checkDate" label="Check date" required />
          <SelectField control={control} name="outcome" label="Outcome" data={outcomeOptions} />
          <DateField control={control} name="permissionEndDate" label="Permission end date" />
          {takesNoticeDate(method) && <DateField control={control} name="noticeDate" label="Notice date" />}
          {takesShareCode(method) && (
            <>
              <TextInput
                label="Share code"
                placeholder="W12 345 678"
                autoComplete="off"
                error={errors.shareCode?.message}
                {...register('shareCode')}
              />
              <DateField control={control} name="shareCodeGivenOn" label="Date the worker gave the code" />
            </>
          )}
        </SimpleGrid>
        <Checkbox label="Application pending" {...register('applicationPending')} />
        <Textarea label="Restrictions" rows={3} error={errors.restrictions?.message} {...register('restrictions')} />
        <Controller
          control={control}
          name="evidence"
          render={({ field, fieldState }) => (
            <FileInput
              label="Evidence"
              placeholder="Choose files"
              description={`Up to ${MAX_RTW_EVIDENCE_FILES} files: PDF, DOC, DOCX, JPG, JPEG or PNG, up to 10 MB each`}
              accept={acceptAttribute}
              multiple
              clearable
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <RtwCheckHints control={control} />
        {refusal && (
          <Alert color="red" variant="light" title="The check was not recorded">
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" leftSection={<IconShieldCheck size={16} aria-hidden />} loading={record.isPending}>
            Record check
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
