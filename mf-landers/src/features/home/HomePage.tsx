import { paths } from '@amora/contracts';
import { usePlatform, useSession } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { LanderLoading, LanderPage } from '../lander/LanderPage';

/**
 * `/`: visitors get the site's home lander (the server picks it from the site's settings and
 * live variants); members go on to the members area.
 */
export function HomePage() {
  const { status } = useSession();
  const { navigate } = usePlatform();
  // Only a member who arrives logged in goes on to the members area. A visitor who becomes a
  // member on this page (the shell's signup modal) is taken on by the sign-up flow itself
  // (/complete-signup); redirecting here as well raced it.
  const wasVisitor = useRef(false);
  if (status === 'anonymous') wasVisitor.current = true;
  useEffect(() => {
    if (status === 'authenticated' && !wasVisitor.current) navigate(paths.members(), { replace: true });
  }, [status, navigate]);
  if (status === 'anonymous') return <LanderPage />;
  return <LanderLoading />;
}
