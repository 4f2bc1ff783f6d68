import { useEffect, useState } from 'react';
import { messages } from '../../../../../events/schemas/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { readStored } from '../../../lib/storage.ts';
import { postToTikTok, tiktokToken } from '../api/tiktok.ts';

const closeAfterMs = 1000;

/** TikTok's way back (SPEC §2): post the code, publish what the share form stored, close after 1 s. */
export function TikTokReturn({ code }: { code: string | null }) {
  const [status, setStatus] = useState<{ done: boolean; message: string }>({
    done: false,
    message: 'Publicando en TikTok...',
  });

  useEffect(() => {
    const info = readStored('sharingInfo');
    if (!code || !info) {
      setStatus({
        done: false,
        message: 'TikTok no devolvió la autorización. Cierra esta ventana e inténtalo de nuevo.',
      });
      return;
    }
    let closing: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        const token = await tiktokToken(code);
        await postToTikTok(token, {
          post_info: {
            title: info.title ?? '',
            description: info.description,
            disable_comment: false,
            privacy_level: info.privacy ?? 'SELF_ONLY',
            auto_add_music: true,
            brand_content_toggle: false,
            brand_organic_toggle: false,
          },
          source_info: {
            source: 'PULL_FROM_URL',
            photo_cover_index: 0,
            photo_images: [new URL(info.imageUrl, window.location.origin).toString()],
          },
          post_mode: 'DIRECT_POST',
          media_type: 'PHOTO',
        });
        setStatus({ done: true, message: messages.success.tiktokUploaded });
        closing = setTimeout(() => window.close(), closeAfterMs);
      } catch (error) {
        setStatus({ done: false, message: errorMessage(error) });
      }
    })();
    return () => clearTimeout(closing);
  }, [code]);

  return (
    <p className={status.done ? 'tiktok-return tiktok-return-done' : 'tiktok-return'} role="status">
      {status.message}
    </p>
  );
}
