import { api } from '../../../lib/api-client.ts';

export type SignedUpload = { signedUrl: string; url: string };

/** POST /user/signed-url: a short-lived address to PUT a profile photo to, and the URL it will have. */
export async function requestSignedUrl(): Promise<SignedUpload> {
  const response = await api.post<{ data: SignedUpload }>(
    '/user/signed-url',
    { content_type: 'image/jpeg', module: 'profile' },
    { auth: 'user' },
  );
  return response.data;
}
