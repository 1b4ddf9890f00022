import type { BackofficePlatform, HttpClient } from '@amora/contracts';
import { createHttpClient, createPlatformI18n, createQueryClient } from '@amora/platform';
import type { Locale } from '@amora/contracts/plain';
import { theme } from '@amora/ui';
import { CONSOLE_NAMESPACE, loadCommonTexts, loadConsoleTexts } from '../i18n/console-texts';
import { createStaffSession, type StaffSessionStore } from '../session/staff-session';

/** A staff call answered this way: the session is over (expired, ended elsewhere, account disabled). */
export function isStaffSessionLost(status: number, error: string): boolean {
  return status === 401 && error === 'staff_authentication_required';
}

export interface ConsolePlatform extends BackofficePlatform {
  session: StaffSessionStore;
}

/**
 * The console's instances: one HTTP client (the client header, the spec's retries, and a 401 of a
 * staff call ending the session), one QueryClient, one i18n instance with the console's texts.
 * The staff pages of the areas get them as parcel props.
 */
export async function createConsolePlatform(
  locale: Locale,
  navigate: (to: string, options?: { replace?: boolean }) => void,
): Promise<ConsolePlatform> {
  const queryClient = createQueryClient();
  const { i18n, registerTranslations } = await createPlatformI18n(locale);
  let http: HttpClient | null = null;
  // Nothing of one staff member's answers stays in memory for the next one to see.
  const session = createStaffSession(
    () => http!,
    () => queryClient.clear(),
  );
  http = createHttpClient({
    isSessionLost: isStaffSessionLost,
    isAuthenticated: () => session.isSignedIn(),
    onAuthenticationRequired: () => session.sessionEnded(),
    networkErrorMessage: () => i18n.t(`${CONSOLE_NAMESPACE}:errors.network`),
  });
  await Promise.all([
    registerTranslations(CONSOLE_NAMESPACE, loadConsoleTexts),
    registerTranslations('common', loadCommonTexts),
  ]);
  return {
    queryClient,
    i18n,
    http,
    theme,
    navigate,
    registerTranslations,
    session,
    getStaff() {
      const state = session.getState();
      if (state.status !== 'signed-in') throw new Error('no staff member is signed in');
      return state.staff;
    },
  };
}
