import { Link, useLocation } from 'wouter';
import { messages } from '../../../../events/schemas/messages.ts';
import notFoundIllustration from '../../assets/not-found.svg';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export default function NotFoundPage() {
  const [, navigate] = useLocation();
  usePageTitle(messages.screens.notFoundTitle);

  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(paths.home);
  };

  return (
    <section className="page status-page">
      <h1>{messages.screens.notFoundTitle}</h1>
      <img
        className="status-illustration"
        src={notFoundIllustration}
        alt="Un auto detenido frente a un letrero de camino cerrado"
        width="320"
        height="200"
      />
      <p className="lead">{messages.screens.notFoundDescription}</p>
      <div className="actions">
        <Link href={paths.home} className="button button-accent">
          {messages.screens.goHome}
        </Link>
        <button type="button" className="button button-outline" onClick={goBack}>
          {messages.screens.goBack}
        </button>
      </div>
    </section>
  );
}
