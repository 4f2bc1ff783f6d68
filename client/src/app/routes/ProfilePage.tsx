import { useSnapshot } from 'valtio';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { ContactForm } from '../../features/profile/components/ContactForm.tsx';
import { ProfileDetailsForm } from '../../features/profile/components/ProfileDetailsForm.tsx';
import { ProfileMenu } from '../../features/profile/components/ProfileMenu.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { displayName } from '../../lib/person.ts';
import { session } from '../../lib/session.ts';

const settingsId = 'configuracion-de-la-cuenta';

export default function ProfilePage() {
  usePageTitle('Mi perfil');
  const { user } = useSnapshot(session);
  const logout = useLogout();

  // The route guard only renders this page for a logged-in user.
  if (!user) return null;

  return (
    <section className="page profile-page">
      <h1>Mi perfil</h1>
      <div className="profile-layout">
        <ProfileMenu settingsId={settingsId} onLogout={logout} />
        <div id={settingsId} className="profile-content">
          <ProfileDetailsForm user={user} />
          <ContactForm defaultName={displayName(user)} />
        </div>
      </div>
    </section>
  );
}
