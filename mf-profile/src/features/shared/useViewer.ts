import type { SessionState } from '@amora/contracts';
import { useSession } from '@amora/ui';

export interface Viewer {
  status: SessionState['status'];
  /** The logged-in member's id; null for a visitor or while the session is not known yet. */
  id: number | null;
  /** Whether the viewer may see every photo (any paid purchase makes a member premium). */
  premium: boolean;
}

/** Who is looking, re-rendering on login, logout and session refresh. */
export function useViewer(): Viewer {
  const state = useSession();
  return { status: state.status, id: state.user?.id ?? null, premium: state.user?.paid_user ?? false };
}
