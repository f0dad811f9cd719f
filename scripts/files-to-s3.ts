/**
 * npm run files:to-s3
 * Moves an office's stored files from local disk (DATA_DIR/files and DATA_DIR/reports) to the S3
 * bucket of FILE_STORE=s3, S3_BUCKET, S3_ENDPOINT, S3_REGION and S3_PREFIX, under the same names,
 * and checks each by SHA-256 (docs/operations.md "Stored files"). Prints one JSON line
 * { files, bytes, verified, mismatched, missing }; exits 1 unless every file is verified.
 * The disk copies stay where they are. Safe to run again.
 */
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { errorSummary } from '../src/server/lib/log-errors.ts';
import { moveFilesToS3 } from './files/move-to-s3.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.fileStore.driver !== 's3')
    throw new ConfigError(
      'Set FILE_STORE=s3 and S3_BUCKET (and S3_ENDPOINT for an S3-compatible server) to name the bucket to move to.',
    );
  const summary = await moveFilesToS3({ dataDir: config.dataDir, target: config.fileStore }, (line) =>
    console.error(line),
  );
  console.log(JSON.stringify(summary));
  return summary.mismatched + summary.missing === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Could not move the files: ${errorSummary(error)}`);
    process.exit(1);
  },
);
