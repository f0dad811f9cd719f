import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { importMessages, workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { uploadAnswer, type UploadAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { ApiError, parseAnswer, type ApiErrorBody } from '../../../lib/api-client.ts';
import { toastSpecError } from '../lib/toast-text.ts';

/** How far a running upload is: bytes sent of the file, then the server reading it. */
export type UploadProgress = { sent: number; total: number; isReading: boolean };

function parsed(text: string): ApiErrorBody | null {
  try {
    return JSON.parse(text) as ApiErrorBody;
  } catch {
    return null;
  }
}

/**
 * POST /api/upload-workers/upload (multipart `file`). XMLHttpRequest rather than the api client's
 * fetch, because only it reports the upload's progress; a refusal throws the same ApiError.
 */
export function uploadFile(file: File, onProgress: (progress: UploadProgress) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = workerImportPaths.upload.build();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) =>
      onProgress({ sent: event.loaded, total: event.total || file.size, isReading: event.loaded >= event.total });
    xhr.upload.onload = () => onProgress({ sent: file.size, total: file.size, isReading: true });
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          return resolve(parseAnswer('POST', url, uploadAnswer, JSON.parse(xhr.responseText)));
        } catch (error) {
          return reject(error instanceof Error ? error : new TypeError('Unreadable answer'));
        }
      }
      if (xhr.status === 401) window.dispatchEvent(new CustomEvent('crm:unauthorised'));
      const text = xhr.responseText || xhr.statusText;
      reject(new ApiError(xhr.status, text, parsed(text)));
    };
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

/** Uploads a file; the screen then opens the new session (GET of its state) at Mapping. */
export function useUploadFile() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadFile(file, setProgress),
    onError: () => toastSpecError(importMessages.uploadFailed),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
