import type { ReactNode } from 'react';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

type AuthCardProps = { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean };

/** The centred card the login, sign-up and password pages share; sets the document title too. */
export function AuthCard({ title, intro, children, wide = false }: AuthCardProps) {
  usePageTitle(title);
  return (
    <section className="page auth-page">
      <div className={wide ? 'auth-card auth-card-wide' : 'auth-card'}>
        <h1>{title}</h1>
        {intro && <p className="auth-intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
