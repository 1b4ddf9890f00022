import { createEndpointAllowList } from './endpoint-allow-list.js';

describe('the push endpoint allow-list', () => {
  const list = createEndpointAllowList(['127.0.0.1:8443', '*.push.example.org', 'not a host']);

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://FCM.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:443/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/x',
    'https://eu.push.services.mozilla.com/wpush/v2/x',
    'https://web.push.apple.com/x',
    'https://db5p.notify.windows.com/w/?token=x',
    'https://127.0.0.1:8443/push/1',
    'https://a.b.push.example.org/x',
  ])('allows %s', (endpoint) => {
    expect(list.allows(endpoint)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://push.apple.com/x',
    'https://push.example.org/x',
    'https://127.0.0.1/push/1',
    'https://127.0.0.1:9000/push/1',
    'https://localhost:8443/push/1',
    'https://u:p@fcm.googleapis.com/x',
    'https://fcm.googleapis.com./x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(list.allows(endpoint)).toBe(false);
  });
});
