import {
  CHAT_PHOTO_FIELD,
  type ChatPhotoUploadResponse,
  type ChatQuery,
  type ChatResponse,
  type HttpClient,
  type ProfileIdBody,
  type SendMessageBody,
  type SendMessageResponse,
} from '@amora/contracts';

/** Which conversation a chat page shows: an existing one, or the one with a member (maybe none yet). */
export type ChatTarget = { conversation: number } | { profileId: number };

/** `GET /api/chat.php`: a page of the conversation, the member and what the next message costs. */
export function fetchConversation(
  http: HttpClient,
  target: ChatTarget,
  page: { before?: number; after?: number } = {},
  signal?: AbortSignal,
): Promise<ChatResponse> {
  const query: Record<keyof ChatQuery, number | undefined> = {
    id: 'conversation' in target ? target.conversation : undefined,
    profile_id: 'profileId' in target ? target.profileId : undefined,
    before: page.before,
    after: page.after,
  };
  return http.get<ChatResponse>('/api/chat.php', { query, signal });
}

/**
 * `POST /api/messages.php`. Never retried by the HTTP client (a POST); the member's retry sends the
 * same `client_id`, so the server answers the first message and charges nothing twice.
 */
export function sendMessage(http: HttpClient, body: SendMessageBody): Promise<SendMessageResponse> {
  return http.post<SendMessageResponse>('/api/messages.php', { body });
}

/**
 * `POST /api/chat-photo.php`: stores the photo unsent (nothing charged yet) with upload progress;
 * its `id` then goes into a photo message.
 */
export function uploadChatPhoto(
  http: HttpClient,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ChatPhotoUploadResponse> {
  const body = new FormData();
  body.append(CHAT_PHOTO_FIELD, file);
  return http.upload<ChatPhotoUploadResponse>('/api/chat-photo.php', { body, onProgress, signal });
}

/** `POST /api/chat-read.php`: the member read everything up to this message. */
export function markRead(http: HttpClient, conversation: number, upTo: number): Promise<unknown> {
  return http.post<unknown>('/api/chat-read.php', { body: { conversation, up_to: upTo } });
}

/** `POST /api/block.php` (the profile area's resource): the member blocks the other member. */
export function blockMember(http: HttpClient, profileId: number): Promise<{ blocked: boolean }> {
  const body: ProfileIdBody = { profile_id: profileId };
  return http.post<{ blocked: boolean }>('/api/block.php', { body });
}

/** A send's idempotency key: a UUID where the browser has one, else 128 random bits in hex. */
export function newClientId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
