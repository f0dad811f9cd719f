import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import type { ImportAgenciesAnswer } from '../../../../../shared/api/agencies.ts';
import { useImportAgencies } from '../../api/import-agencies.ts';
import { parseAgencyCsv, type ParsedCsv } from '../../lib/parse-agency-csv.ts';
import { CsvPreview } from './csv-preview.tsx';

type Props = { opened: boolean; onClose: () => void };

/**
 * Import CSV (admin; docs/domain.md, Agencies): the file is read in the browser, its first rows shown
 * with the field each column fills, then the rows are sent and the added and skipped counts shown.
 */
export function ImportCsvDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Import Agencies from CSV" size="xl">
      {opened && <ImportSteps onDone={onClose} />}
    </Modal>
  );
}

function ImportSteps({ onDone }: { onDone: () => void }) {
  const importAgencies = useImportAgencies();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportAgenciesAnswer | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setCsv(null);
    setProblem(null);
    setResult(null);
    if (!chosen) return;
    try {
      setCsv(await parseAgencyCsv(chosen));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Failed to parse CSV file');
    }
  };

  if (result) return <ImportResult result={result} onDone={onDone} />;
  return (
    <Stack gap="md">
      <FileInput
        label="CSV file"
        placeholder="Choose a .csv file"
        description="A header row, then one agency a row: name, contact name, city and postal code are required."
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={problem}
        data-autofocus
      />
      {csv && <CsvPreview csv={csv} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          leftSection={<IconFileImport size={16} aria-hidden />}
          disabled={!csv}
          loading={importAgencies.isPending}
          onClick={() => csv && importAgencies.mutate({ agencies: csv.rows }, { onSuccess: setResult })}
        >
          Import Agencies
        </Button>
      </Group>
    </Stack>
  );
}

function ImportResult({ result, onDone }: { result: ImportAgenciesAnswer; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color={result.skipped ? 'yellow' : 'teal'} title="Import Complete">
        {`${result.added} agencies added, ${result.skipped} skipped`}
      </Alert>
      {result.skippedRows.length > 0 && (
        <List size="sm" spacing={4} aria-label="Skipped rows">
          {result.skippedRows.map((row) => (
            <List.Item key={row.row}>
              <Text size="sm">{`Row ${row.row}${row.name ? ` (${row.name})` : ''}: ${row.reason}`}</Text>
            </List.Item>
          ))}
        </List>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
