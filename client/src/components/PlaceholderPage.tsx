import { usePageTitle } from '../hooks/use-page-title.ts';

type PlaceholderPageProps = { title: string; description: string };

export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <section className="page placeholder-page">
      <h1>{title}</h1>
      <p className="lead">{description}</p>
    </section>
  );
}
