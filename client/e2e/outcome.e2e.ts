import type { Page } from '@playwright/test';
import type { ProductProcess } from '../../ops/testing/product-process.ts';
import type { SmtpSink } from '../../ops/testing/smtp-sink.ts';
import { screenshots, signedInAdmin, toast } from './admin-session.ts';
import { expect, test } from './fixtures.ts';

// Closing the vote changes the whole site: this journey's worker runs a product of its own.
test.use({ siteChanging: true });

const day = 86_400_000;

/** Ends the voting a minute ago through the admin's own API, confirmed with the mailed admin code. */
async function closeVoting(page: Page, product: ProductProcess, mailbox: SmtpSink, email: string) {
  const token = await page.evaluate(() => localStorage.getItem('adminAccessToken') ?? '');
  const headers = { Authorization: `Bearer ${token.replace(/^"|"$/g, '')}` };
  const api = (path: string) => `${product.url}/api/v1/admin${path}`;
  const { data: event } = await (await page.request.get(api('/event'), { headers })).json();
  await page.request.get(api('/send-otp'), { headers });
  const code = (await mailbox.waitFor(email, { subject: /confirmar cambios/ })).text.match(/\b\d{6}\b/)![0];
  expect((await page.request.post(api('/verify-admin-otp'), { headers, data: { otp: code } })).ok()).toBe(true);
  const now = Date.now();
  const updated = await page.request.post(api('/update-event'), {
    headers,
    data: {
      ...event,
      startDate: now - 30 * day,
      contentCreationEndDate: now - 60_000,
      votingEndDate: now - 60_000,
      expertReviewEnd: now + 3 * day,
      contactWinner: now + 4 * day,
      winnerAnnouncement: now + 5 * day,
    },
  });
  expect(updated.ok()).toBe(true);
}

test('after the vote closes, an admin records the six experts’ picks and confirms the winner', async ({
  page,
  product,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const email = await signedInAdmin(page, product, mailbox);
  await page.goto('/estadisticas/resultado');
  await expect(page.getByText(/La votación sigue abierta hasta el/)).toBeVisible();

  await closeVoting(page, product, mailbox, email);
  await page.reload();

  // The demo's most liked designs are frozen as finalists, with their public votes.
  const standings = page.getByRole('table');
  await expect(standings.locator('tbody th').nth(4)).toBeVisible();
  const finalists = await standings.locator('tbody th').allTextContents();
  await expect(page.getByText('El ganador se conoce cuando los 6 expertos registren sus votos.')).toBeVisible();

  // A repeated finalist cannot be sent.
  const first = page.getByRole('article', { name: 'Experto 1' });
  await first.getByLabel('1.er lugar (3 puntos)').selectOption({ label: finalists[0]! });
  await first.getByLabel('2.º lugar (2 puntos)').selectOption({ label: finalists[0]! });
  await first.getByLabel('3.er lugar (1 punto)').selectOption({ label: finalists[1]! });
  await expect(first.getByRole('button', { name: 'Registrar votos del experto 1' })).toBeDisabled();

  // Every expert puts the same three first, second and third: the first of them wins.
  for (const expert of [1, 2, 3, 4, 5, 6]) {
    const card = page.getByRole('article', { name: `Experto ${expert}` });
    await card.getByLabel('1.er lugar (3 puntos)').selectOption({ label: finalists[2]! });
    await card.getByLabel('2.º lugar (2 puntos)').selectOption({ label: finalists[0]! });
    await card.getByLabel('3.er lugar (1 punto)').selectOption({ label: finalists[1]! });
    await card.getByRole('button', { name: `Registrar votos del experto ${expert}` }).click();
    await expect(toast(page, 'Votos del experto registrados.').first()).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText([finalists[2]!, finalists[0]!, finalists[1]!]);
  }

  const winner = page.getByRole('region', { name: 'Ganador' });
  await expect(winner.getByText(finalists[2]!, { exact: true })).toBeVisible();
  await expect(standings.getByRole('row', { name: new RegExp(finalists[2]!) })).toContainText('18');
  await expect(winner.getByText(/Esperando la respuesta del ganador hasta el/)).toBeVisible();
  await screenshots(page, 'admin-outcome');

  await winner.getByRole('button', { name: 'Confirmar respuesta del ganador' }).click();
  await expect(
    winner.getByText('Respuesta del ganador confirmada. Se publicará en el anuncio del ganador.'),
  ).toBeVisible();

  // The public learns the winner only from the announcement on, five days away.
  const published = await (await page.request.get(`${product.url}/api/v1/outcome`)).json();
  expect(published).toEqual({ data: { winner: null } });
});
