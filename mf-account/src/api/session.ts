import type { LoginBody, UserResponse } from '@amora/contracts';
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
