import { buildClientIfStale } from '../../ops/client-build.ts';

export default async function globalSetup() {
  await buildClientIfStale();
}
