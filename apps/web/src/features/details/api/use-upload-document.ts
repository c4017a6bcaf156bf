import { detailsMessages } from '@portal/domain/details';
import { useCallback } from 'react';
import type { Outcome } from '../../../lib/outcome.ts';

/** The server's upload endpoint (multipart: the fields, then the file). */
const UPLOAD_URL = '/api/documents/upload';

export type UploadTarget = { documentKey: string } | { documentName: string; description?: string };

/**
 * Uploads one file: to an outstanding or rejected document (the table) or as a new document (the modal). The
 * server decides the type from the bytes and refuses what it cannot take, with its reason.
 */
export const useUploadDocument = () =>
  useCallback(async (target: UploadTarget, file: File): Promise<Outcome<{ status: string }>> => {
    const body = new FormData();
    for (const [name, value] of Object.entries(target)) if (value) body.append(name, String(value));
    body.append('file', file, file.name);
    try {
      const response = await fetch(UPLOAD_URL, {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { 'x-portal-csrf': '1' },
      });
      const answer = (await response.json().catch(() => ({}))) as { status?: string; error?: string };
      return response.ok && answer.status
        ? { ok: true, value: { status: answer.status } }
        : { ok: false, message: answer.error ?? detailsMessages.uploadFailed };
    } catch {
      return { ok: false, message: detailsMessages.uploadFailed };
    }
  }, []);
