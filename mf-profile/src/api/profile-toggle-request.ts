import type { HttpClient, ProfileIdBody } from '@amora/contracts';

/**
 * The mutation function behind a toggle on another member (like, block): the server's resources
 * take `POST` to turn it on and `DELETE` to turn it off, both with the member's id in the body.
 */
export function profileToggleRequest<Response>(http: HttpClient, url: string, profileId: number) {
  return (on: boolean): Promise<Response> => {
    const body: ProfileIdBody = { profile_id: profileId };
    return on ? http.post<Response>(url, { body }) : http.delete<Response>(url, { body });
  };
}
