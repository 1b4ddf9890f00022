import type { LoginBody, OkResponse, UserResponse } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/user.php`: logs in; the shell takes over on the `session:login` event (redirect). */
export function useLogin() {
  const { http, events } = usePlatform();
  return useMutation({
    mutationFn: (body: LoginBody) => http.post<UserResponse>('/api/user.php', { body }),
    onSuccess: ({ user }) => {
      if (user) events.emit('session:login', { user });
    },
  });
}

/** `POST /api/reactivate.php`: mails the link that reactivates an account pending deletion. */
export function useReactivationMail() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (email: string) =>
      http.post<OkResponse>('/api/reactivate.php', { body: { email: email.trim() } }),
  });
}
