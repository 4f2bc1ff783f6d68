import { ApiError, api } from '../../../lib/api-client.ts';

/** Why a new design cannot be finished (SPEC §4), asked when the user presses "Finish design". */
export type LibraryBlock = 'submitted' | 'full' | null;

export async function libraryBlock(): Promise<LibraryBlock> {
  const submitted = await api.get<{ data: boolean }>('/ai/did_i_submit_one', { auth: 'user' });
  if (submitted.data) return 'submitted';
  try {
    await api.get('/ai/is_library_full', { auth: 'user' });
    return null;
  } catch (error) {
    // SPEC §7: an error from is_library_full means the library is full.
    if (error instanceof ApiError && error.status === 409) return 'full';
    throw error;
  }
}
