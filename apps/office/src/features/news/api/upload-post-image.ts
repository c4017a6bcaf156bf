import { officePostMessages } from '@portal/domain/posts';
import { type Outcome, officeFailureMessages } from '../../../lib/outcome.ts';

export const POST_IMAGE_UPLOAD_URL = '/office/api/post-images';

/** Sends an image's bytes to blob storage; gives the address the post shows it from. */
export const uploadPostImage = async (file: Blob): Promise<Outcome<string>> => {
  try {
    const form = new FormData();
    form.append('file', file);
    const response = await fetch(POST_IMAGE_UPLOAD_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-portal-csrf': '1' },
      body: form,
    });
    const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
    if (response.ok && answer.url) return { ok: true, value: answer.url };
    return { ok: false, message: answer.error ?? officePostMessages.imageType };
  } catch {
    return { ok: false, message: officeFailureMessages.network };
  }
};
