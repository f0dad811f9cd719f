import { useMutation } from '@tanstack/react-query';
import { sarPaths } from '../../../../shared/api/subject-access-requests.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

/** GET .../pack: the .zip, through the api client, whose dialog answers a fresh sign-in's 403. */
export const downloadSubjectAccessPack = (id: number) =>
  api.getFile(sarPaths.pack.build({ id }), `subject-access-request-${id}.zip`);

export function useDownloadSubjectAccessPack() {
  return useMutation({
    mutationFn: downloadSubjectAccessPack,
    onSuccess: saveFile,
    onError: (error) =>
      toast({
        title: 'Failed to download the pack',
        description:
          error instanceof ApiError ? error.message : messageOf(error, 'An error occurred while making the pack.'),
        variant: 'destructive',
      }),
  });
}
