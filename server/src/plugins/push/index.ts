/*
 * Web push infrastructure (ADR 0020): the VAPID keys, the push-service allow-list and
 * the sender (web-push, aes128gcm, retries). What is sent to whom, and when, is decided in
 * modules/notifications.
 */
export { createEndpointAllowList, KNOWN_PUSH_HOSTS, type EndpointAllowList } from './endpoint-allow-list.js';
export {
  createPushSender,
  DEFAULT_RETRY_DELAYS_MS,
  type PushMessageOptions,
  type PushOutcome,
  type PushSender,
  type PushSenderOptions,
  type PushTarget,
  type Sleep,
} from './push-sender.js';
export { DEFAULT_VAPID_SUBJECT, loadVapidKeys, type VapidKeys } from './vapid-keys.js';
