import type { Page, Request } from '@playwright/test';

/**
 * Every Socket.IO packet the page sends and receives, over long-polling or WebSocket, as
 * "sent: ..." / "received: ..." lines (e.g. `sent: 420["subscribe",{"room":"admin"}]`).
 */
export function recordSocketTraffic(page: Page): string[] {
  const packets: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => packets.push(`sent: ${payload}`));
    socket.on('framereceived', ({ payload }) => packets.push(`received: ${payload}`));
  });
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/socket.io/')) return;
    const body = request.postData();
    if (body) packets.push(`sent: ${body}`);
    const answer = await answerOf(request);
    if (answer) packets.push(`received: ${answer}`);
  });
  return packets;
}

// A long-poll still open when the page navigates or closes has no body left to read: it carried nothing we check.
async function answerOf(request: Request): Promise<string | undefined> {
  try {
    return await (await request.response())?.text();
  } catch {
    return undefined;
  }
}
