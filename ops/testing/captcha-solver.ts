import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Does what the browser widget does: fetch a challenge, solve it, and encode the solution as a token. */
export async function solvedCaptcha(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/v1/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
