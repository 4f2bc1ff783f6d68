import { useSearchParams } from 'wouter';
import { TikTokReturn } from '../../features/sharing/components/TikTokReturn.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export default function TikTokReturnPage() {
  usePageTitle('Compartir en TikTok');
  const [query] = useSearchParams();
  return (
    <section className="page">
      <h1>Compartir en TikTok</h1>
      <TikTokReturn code={query.get('code')} />
    </section>
  );
}
