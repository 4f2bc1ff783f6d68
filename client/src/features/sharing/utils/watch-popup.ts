const pollMs = 15;
const giveUpMs = 30_000;

/** SPEC §9: the TikTok window is checked every 15 ms for up to 30 s; true when it closed itself in time. */
export function watchPopup(popup: Window): Promise<boolean> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (popup.closed || Date.now() - startedAt > giveUpMs) {
        clearInterval(timer);
        resolve(popup.closed);
      }
    }, pollMs);
  });
}
