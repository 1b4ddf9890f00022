import { paths } from '@amora/contracts';
import { usePlatform, useSession } from '@amora/ui';
import { useEffect } from 'react';
import { LanderLoading, LanderPage } from '../lander/LanderPage';

/**
 * `/`: visitors get the site's home lander (the server picks it from the site's settings and
 * live variants); members go on to the members area.
 */
export function HomePage() {
  const { status } = useSession();
  const { navigate } = usePlatform();
  useEffect(() => {
    if (status === 'authenticated') navigate(paths.members(), { replace: true });
  }, [status, navigate]);
  if (status === 'anonymous') return <LanderPage />;
  return <LanderLoading />;
}
