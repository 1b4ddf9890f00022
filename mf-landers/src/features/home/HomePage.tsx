import { paths } from '@amora/contracts';
import { usePlatform, useSession } from '@amora/ui';
import { useEffect } from 'react';
import { LanderLoading, LanderPage } from '../lander/LanderPage';

/**
 * `/`: visitors get the site's home lander (the server picks it from the site's settings and
 * live variants); members go on to the members area (or to their unfinished profile steps).
 */
export function HomePage() {
  const { status, user } = useSession();
  const { navigate } = usePlatform();
  // A member who just signed up here (the shell's signup modal) goes on with the profile steps,
  // as the sign-up flow itself does; everyone else to the members area.
  const unfinished = user?.signup_step !== null && user?.signup_step !== undefined;
  useEffect(() => {
    if (status === 'authenticated')
      navigate(unfinished ? paths.completeSignup() : paths.members(), { replace: true });
  }, [status, unfinished, navigate]);
  if (status === 'anonymous') return <LanderPage />;
  return <LanderLoading />;
}
