import { messages } from '../../../../../events/schemas/messages.ts';
import { requestSignedUrl } from './signed-url.ts';

/** Uploads a cropped JPEG to the blob store and returns the URL to save as the profile photo. */
export async function uploadPhoto(photo: Blob): Promise<string> {
  const { signedUrl, url } = await requestSignedUrl();
  const response = await fetch(signedUrl, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/jpeg' },
    body: photo,
  }).catch(() => {
    throw new Error(messages.errors.imageUploadFailed);
  });
  if (!response.ok) throw new Error(messages.errors.photoUploadFailed);
  return url;
}
