import { usePlatform } from '@amora/ui';
import {
  paths,
  type CompleteSignupBody,
  type EmailBody,
  type OkResponse,
  type Profile,
  type SignedInUserResponse,
  type SignupBody,
} from '@amora/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';

/*
 * The sign-up resources: `/api/signup.php`, `/api/reactivate.php`, `/api/complete-signup.php`,
 * `/api/activation-resend.php` and the target profile of `/members/{id}/signup`. The form also
 * runs in the shell's signup widget, which provides the same platform context as the area root.
 */

/** `GET /api/profile.php?id=` (owned by the profile area; only name, age and main image are used here). */
export interface SignupTargetResponse {
  profile: Pick<Profile, 'id' | 'name'> & Partial<Pick<Profile, 'age' | 'main_image'>>;
}

/** Area-private query keys (ADR 0004: prefixed with the area). */
export const signupQueryKeys = {
  targetProfile: (id: number) => ['account', 'signup-target', id] as const,
};

/**
 * `POST /api/signup.php`. Deliberately no `session:login`: the shell would send the member to
 * /members, while a new member continues with `/complete-signup`. `signup:busy` brackets the
 * request itself (the shell's modal must not close meanwhile), so it ends before `signup:complete`.
 */
export function useSignup() {
  const platform = usePlatform();
  const { http, events, navigate } = platform;
  return useMutation({
    mutationFn: async (body: SignupBody) => {
      events.emit('signup:busy', { busy: true });
      try {
        return await http.post<SignedInUserResponse>('/api/signup.php', { body });
      } finally {
        events.emit('signup:busy', { busy: false });
      }
    },
    onSuccess: ({ user }) => {
      // The store writes the shared ['user'] query too (ADR 0010).
      platform.session.setUser(user);
      events.emit('signup:complete', {});
      navigate(paths.completeSignup());
    },
  });
}

/** `POST /api/reactivate.php`: mails a reactivation link (the same answer for any address). */
export function useReactivate() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (body: EmailBody) => http.post<OkResponse>('/api/reactivate.php', { body }),
  });
}

/**
 * `GET /api/profile.php?id=`: name and main image of the member someone signs up for. Optional:
 * the sign-up works without it, so a failure only hides the card.
 */
export function useSignupTarget(id: number | null) {
  const { http } = usePlatform();
  return useQuery({
    queryKey: signupQueryKeys.targetProfile(id ?? 0),
    queryFn: ({ signal }) =>
      http.get<SignupTargetResponse>('/api/profile.php', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

/** `PUT /api/complete-signup.php`: saves or skips one step; the answer carries the next step. */
export function useCompleteSignup() {
  const platform = usePlatform();
  return useMutation({
    mutationFn: (body: CompleteSignupBody) =>
      platform.http.put<SignedInUserResponse>('/api/complete-signup.php', { body }),
    onSuccess: ({ user }) => platform.session.setUser(user),
  });
}

/** `POST /api/activation-resend.php` (logged in): a new activation e-mail. */
export function useResendActivation() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: () => http.post<OkResponse>('/api/activation-resend.php', { body: {} }),
  });
}
