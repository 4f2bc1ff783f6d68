import { proxy } from 'valtio';
import { readStored, storageKeys, writeStored } from '../../lib/storage.ts';

/** Whether the landing tour is under way; it lives across the client-side move from the landing to sign-up. */
export const landingTour = proxy({ active: false });

/** SPEC §2: the first-visit offer shows without the landing-tour flag and without a stored user. */
export function isFirstVisit(): boolean {
  return readStored(storageKeys.landingTour) === null && readStored(storageKeys.user) === null;
}

/** 'No thanks', finishing and skipping all store the flag (SPEC §4). */
export function rememberLandingTourDone(): void {
  writeStored(storageKeys.landingTour, true);
}

export function startLandingTour(): void {
  landingTour.active = true;
}

export function endLandingTour({ done }: { done: boolean }): void {
  landingTour.active = false;
  if (done) rememberLandingTourDone();
}
