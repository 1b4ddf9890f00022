import '@testing-library/jest-dom';
import type { SendMessageBody } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import {
  FakeXhr,
  aUser,
  apiRefusal,
  fakeFetch,
  fakeRealtime,
  jsonFetch,
  jsonResponse,
  sentBodies,
  sentRequests,
  someSettings,
  type JsonRoutes,
} from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import {
  SOME_GIFTS,
  aChatResponse,
  aMessage,
  aProfileCard,
  deferred,
  setUpChatArea,
} from '../../test-support/chat-fixtures';

const mountAt = setUpChatArea();
const me = aUser({ id: 1, credits: 100 });
const anna = aProfileCard({ id: 7, name: 'Anna', city: 'Utrecht' });
const settings = someSettings({ message_length: 20 });

/** The answer of POST /api/messages.php for a body: the message as the server stores it. */
function stored(body: SendMessageBody, id = 900) {
  return aMessage({
    id,
    conversation_id: 1,
    sender_id: me.id,
    text: body.text ?? null,
    type: body.type,
    gift_id: body.gift_id ?? null,
    client_id: body.client_id,
  });
}

function routesWith(extra: JsonRoutes = {}): JsonRoutes {
  return {
    'GET /api/chat.php': {
      body: aChatResponse({
        profile: anna,
        messages: [aMessage({ id: 10, sender_id: 7, text: 'Hi there' })],
      }),
    },
    'POST /api/chat-read.php': { body: { ok: true } },
    'GET /api/gifts.php': { body: { gifts: SOME_GIFTS } },
    ...extra,
  };
}

async function type(view: ReturnType<typeof within>, text: string) {
  const box = await view.findByRole('textbox', { name: 'Your message' });
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe('conversation page', () => {
  it('shows the member, the log and marks the conversation read up to the last message', async () => {
    const { view, fetch } = await mountAt('/chats/1', { user: me, settings, routes: routesWith() });
    expect(await view.findByRole('heading', { level: 1, name: 'Anna' })).toBeInTheDocument();
    const log = view.getByRole('log', { name: 'Messages with Anna' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('Hi there')).toBeInTheDocument();
    expect(view.getByRole('link', { name: /^Anna/ })).toHaveAttribute('href', '/members/7');
    expect(view.getByRole('link', { name: 'You have 100 credits. Buy credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(sentRequests(fetch, 'GET /api/chat.php')[0]?.query).toEqual({ id: '1' });
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST /api/chat-read.php')).toEqual([{ conversation: 1, up_to: 10 }]),
    );
    expect(view.getByText('This message costs 10 credits; 90 left after sending.')).toBeInTheDocument();
  });

  it('renders text as text, never as HTML', async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { view } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({
        'GET /api/chat.php': {
          body: aChatResponse({ profile: anna, messages: [aMessage({ id: 11, sender_id: 7, text: html })] }),
        },
      }),
    });
    expect(await view.findByText(html)).toBeInTheDocument();
    expect(view.getByRole('log').querySelector('b, img')).toBeNull();
  });

  it('sends with Enter: sending, then sent, and the user refetched for the new balance', async () => {
    const answer = deferred<Response>();
    const base = jsonFetch(routesWith());
    const fetch = fakeFetch((input, init) =>
      String(input).includes('/api/messages.php') ? answer.promise : base(input, init),
    );
    const { view, platform } = await mountAt('/chats/1', { user: me, settings, fetch });
    const invalidate = jest.spyOn(platform.queryClient, 'invalidateQueries');
    const box = await type(view, 'Hello Anna');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await view.findByText('Sending')).toBeInTheDocument();
    expect(view.getByText('Hello Anna')).toBeInTheDocument();
    expect(box).toHaveValue('');

    const body = sentBodies(fetch, 'POST /api/messages.php')[0] as SendMessageBody;
    expect(body).toMatchObject({ conversation: 1, type: 'text', text: 'Hello Anna' });
    expect(body.client_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    answer.resolve(jsonResponse(200, { message: stored(body), balance: 90, replayed: false }));

    expect(await view.findByText('Sent')).toBeInTheDocument();
    expect(view.queryByText('Sending')).toBeNull();
    expect(view.getByRole('link', { name: 'You have 90 credits. Buy credits' })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.user() });
  });

  describe('photo messages', () => {
    beforeEach(() => {
      FakeXhr.install();
      URL.createObjectURL = jest.fn(() => 'blob:chosen-photo');
      URL.revokeObjectURL = jest.fn();
    });
    afterEach(() => FakeXhr.restore());
    const uploadedPhoto = { thumb: '/media/photos/ab/thumb.webp', full: '/media/photos/cd/full.webp', width: 640, height: 480 }; // prettier-ignore

    it('uploads a chosen photo with progress, shows its price, then sends it once and draws it', async () => {
      const { view, fetch } = await mountAt('/chats/1', {
        user: me,
        settings,
        routes: routesWith({
          'POST /api/messages.php': (_url, body) => ({
            body: {
              message: { ...stored(body as SendMessageBody), photo: uploadedPhoto },
              balance: 80,
              replayed: false,
            },
          }),
        }),
      });
      const button = await view.findByRole('button', { name: 'Send a photo (20 credits)' });
      fireEvent.click(button);
      const file = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
      fireEvent.change(view.getByTestId('chat-photo-input'), { target: { files: [file] } });

      const draft = view.getByRole('group', { name: 'Photo to send' });
      expect(
        within(draft).getByText('This photo costs 20 credits; 80 left after sending.'),
      ).toBeInTheDocument();
      expect(within(draft).getByRole('button', { name: 'Send photo' })).toBeDisabled();
      const xhr = FakeXhr.instances[0]!;
      expect([xhr.method, xhr.url, xhr.file]).toEqual(['POST', '/api/chat-photo.php', file]);
      xhr.progress(40, 100);
      expect(await within(draft).findByRole('progressbar', { name: 'Uploading the photo: 40%' })).toHaveValue(
        40,
      );
      xhr.respond(200, { id: 55, photo: uploadedPhoto });

      const sendPhoto = within(draft).getByRole('button', { name: 'Send photo' });
      await waitFor(() => expect(sendPhoto).toBeEnabled());
      expect(within(draft).queryByRole('progressbar')).toBeNull();
      fireEvent.click(sendPhoto);
      await waitFor(() =>
        expect(sentBodies(fetch, 'POST /api/messages.php')).toEqual([
          expect.objectContaining({ conversation: 1, type: 'photo', photo: 55 }),
        ]),
      );
      expect(view.queryByRole('group', { name: 'Photo to send' })).toBeNull();
      const log = view.getByRole('log');
      expect(await within(log).findByText('Sent')).toBeInTheDocument();
      const photo = within(log).getByRole('button', { name: 'Your photo' });
      expect(within(photo).getByRole('img', { name: 'Your photo' })).toHaveAttribute(
        'src',
        uploadedPhoto.thumb,
      );
      fireEvent.click(photo);
      const large = await within(document.body).findByRole('dialog', { name: 'Your photo' });
      expect(within(large).getByRole('img', { name: 'Your photo' })).toHaveAttribute(
        'src',
        uploadedPhoto.full,
      );
    });

    it('shows why an upload was refused and sends nothing', async () => {
      const { view, fetch } = await mountAt('/chats/1', { user: me, settings, routes: routesWith() });
      await view.findByRole('button', { name: 'Send a photo (20 credits)' });
      const file = new File(['not a photo'], 'notes.jpg', { type: 'image/jpeg' });
      fireEvent.change(view.getByTestId('chat-photo-input'), { target: { files: [file] } });
      FakeXhr.instances[0]!.respond(400, {
        error: 'photo_invalid',
        message: 'This file is not a photo we can use.',
      });
      expect(await view.findByRole('alert')).toHaveTextContent('This file is not a photo we can use.');
      expect(view.getByRole('button', { name: 'Send photo' })).toBeDisabled();
      fireEvent.click(view.getByRole('button', { name: 'Remove' }));
      expect(view.queryByRole('group', { name: 'Photo to send' })).toBeNull();
      expect(sentBodies(fetch, 'POST /api/messages.php')).toEqual([]);
    });
  });

  it('keeps Shift+Enter as a new line and counts against message_length', async () => {
    const { view, fetch } = await mountAt('/chats/1', { user: me, settings, routes: routesWith() });
    const box = await type(view, 'Hello');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(view.getByText('5 of 20 characters')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'x'.repeat(23) } });
    expect(view.getByText('3 characters too many')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sentBodies(fetch, 'POST /api/messages.php')).toEqual([]);
  });

  it('offers a retry for a failed send, with the same client id, and charges once', async () => {
    let calls = 0;
    const { view, fetch } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({
        'POST /api/messages.php': (_url, body) => {
          calls += 1;
          if (calls === 1) return apiRefusal(500, 'internal_error', 'Something went wrong on our side.');
          return { body: { message: stored(body as SendMessageBody), balance: 90, replayed: false } };
        },
      }),
    });
    const box = await type(view, 'Are you there?');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(await view.findByText('Something went wrong on our side.')).toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    expect(await view.findByText('Sent')).toBeInTheDocument();
    const [first, second] = sentBodies(fetch, 'POST /api/messages.php') as SendMessageBody[];
    expect(second?.client_id).toBe(first?.client_id);
    expect(view.getAllByText('Are you there?')).toHaveLength(1);
  });

  it('sends a message that failed offline again once the connection returns, once, with its client id', async () => {
    let calls = 0;
    const { view, fetch } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({
        'POST /api/messages.php': (_url, body) => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return { body: { message: stored(body as SendMessageBody), balance: 90, replayed: false } };
        },
      }),
    });
    const box = await type(view, 'Still there?');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(await view.findByRole('button', { name: 'Retry' })).toBeInTheDocument();

    window.dispatchEvent(new Event('online'));
    expect(await view.findByText('Sent')).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    const [first, second, ...more] = sentBodies(fetch, 'POST /api/messages.php') as SendMessageBody[];
    expect(second?.client_id).toBe(first?.client_id);
    expect(more).toEqual([]);
    expect(view.getAllByText('Still there?')).toHaveLength(1);
  });

  it('shows the purchase prompt on 402 insufficient_credits, linking to the credits page', async () => {
    const { view, page, platform } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({
        'POST /api/messages.php': apiRefusal(
          402,
          'insufficient_credits',
          'A message costs 10 credits; you have 0.',
        ),
      }),
    });
    const box = await type(view, 'Hello');
    fireEvent.keyDown(box, { key: 'Enter' });
    const dialog = await page.findByRole('dialog', { name: 'Not enough credits' });
    expect(within(dialog).getByText('A message costs 10 credits; you have 0.')).toBeInTheDocument();
    const buy = within(dialog).getByRole('link', { name: 'Buy credits' });
    expect(buy).toHaveAttribute('href', '/credits');
    fireEvent.click(buy);
    expect(platform.navigations).toEqual(['/credits']);
    expect(view.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('closes the footer when the server says the member cannot be contacted', async () => {
    const { view } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({
        'POST /api/messages.php': apiRefusal(403, 'blocked', 'This member cannot receive your messages.'),
      }),
    });
    const box = await type(view, 'Hello');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(view.queryByRole('textbox', { name: 'Your message' })).toBeNull());
    expect(view.getAllByText('This member cannot receive your messages.').length).toBeGreaterThan(0);
  });

  it('links a free member at the conversation limit to premium', async () => {
    const { view } = await mountAt('/members/7/chat', {
      user: me,
      routes: routesWith({
        'GET /api/chat.php': { body: aChatResponse({ conversation: null, profile: anna, messages: [] }) },
        'POST /api/messages.php': apiRefusal(
          403,
          'chat_free_limit' as never,
          'Free members can start 2 conversations.',
        ),
      }),
    });
    const box = await type(view, 'Hello');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await view.findByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(view.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('shows a realtime message without a refetch, and the typing indicator', async () => {
    const socket = fakeRealtime();
    const { view, fetch } = await mountAt('/chats/1', {
      user: me,
      createSocket: socket.createSocket,
      routes: routesWith(),
    });
    await view.findByText('Hi there');
    socket.open();
    socket.emit('typing', { conversation: 1, profile_id: 7 });
    expect(await view.findByText('Anna is typing…')).toBeInTheDocument();
    socket.emit('message', {
      message: aMessage({ id: 12, sender_id: 7, text: 'Live from Anna' }),
      unread_messages: 1,
    });
    expect(await view.findByText('Live from Anna')).toBeInTheDocument();
    expect(view.queryByText('Anna is typing…')).toBeNull();
    expect(sentRequests(fetch, 'GET /api/chat.php')).toHaveLength(1);
    await waitFor(() =>
      expect(sentBodies(fetch, 'POST /api/chat-read.php')).toContainEqual({ conversation: 1, up_to: 12 }),
    );
    // Another conversation's message is not this page's.
    socket.emit('message', {
      message: aMessage({ id: 13, conversation_id: 2, sender_id: 9, text: 'Elsewhere' }),
      unread_messages: 1,
    });
    socket.emit('read', { conversation: 1, up_to: 12, read_at: new Date().toISOString() });
    expect(view.queryByText('Elsewhere')).toBeNull();
  });

  it('fetches what it missed after a reconnect, with after= the last message seen', async () => {
    const socket = fakeRealtime();
    const { view, fetch } = await mountAt('/chats/1', {
      user: me,
      createSocket: socket.createSocket,
      routes: routesWith({
        'GET /api/chat.php': (url) => ({
          body: aChatResponse({
            profile: anna,
            messages: url.searchParams.get('after')
              ? [aMessage({ id: 14, sender_id: 7, text: 'Sent while you were away' })]
              : [aMessage({ id: 10, sender_id: 7, text: 'Hi there' })],
          }),
        }),
      }),
    });
    await view.findByText('Hi there');
    socket.open();
    socket.drop();
    await waitFor(() => expect(socket.connections).toBe(2), { timeout: 3_000 });
    socket.open();
    expect(await view.findByText('Sent while you were away')).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/chat.php')[1]?.query).toEqual({ id: '1', after: '10' });
  });

  it('shows the read state of own messages from a read event', async () => {
    const socket = fakeRealtime();
    const { view } = await mountAt('/chats/1', {
      user: me,
      createSocket: socket.createSocket,
      routes: routesWith({
        'GET /api/chat.php': {
          body: aChatResponse({
            profile: anna,
            messages: [aMessage({ id: 20, sender_id: me.id, text: 'Mine' })],
          }),
        },
      }),
    });
    expect(await view.findByText('Sent')).toBeInTheDocument();
    socket.open();
    socket.emit('read', { conversation: 1, up_to: 20, read_at: new Date().toISOString() });
    expect(await view.findByText('Read')).toBeInTheDocument();
  });

  it('loads earlier messages with before=', async () => {
    const { view, fetch } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({
        'GET /api/chat.php': (url) => ({
          body: aChatResponse({
            profile: anna,
            has_more: !url.searchParams.get('before'),
            messages: url.searchParams.get('before')
              ? [aMessage({ id: 5, sender_id: 7, text: 'An old one' })]
              : [aMessage({ id: 10, sender_id: 7, text: 'Hi there' })],
          }),
        }),
      }),
    });
    fireEvent.click(await view.findByRole('button', { name: 'Load earlier messages' }));
    expect(await view.findByText('An old one')).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/chat.php')[1]?.query).toEqual({ id: '1', before: '10' });
    expect(view.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('sends a gift chosen from the catalogue with its price', async () => {
    const { view, page, fetch } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({
        'POST /api/messages.php': (_url, body) => ({
          body: { message: stored(body as SendMessageBody), balance: 85, replayed: false },
        }),
      }),
    });
    fireEvent.click(await view.findByRole('button', { name: 'Send a gift' }));
    const dialog = await page.findByRole('dialog', { name: 'Send Anna a gift' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send Rose for 15 credits' }));
    expect(await view.findByText('Gift: Rose')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/messages.php')[0]).toMatchObject({
      conversation: 1,
      type: 'gift',
      gift_id: 'rose',
    });
  });
});

describe('conversation menu', () => {
  it('blocks the member after asking, and closes the footer', async () => {
    const { view, page, fetch } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({ 'POST /api/block.php': { body: { blocked: true } } }),
    });
    fireEvent.click(await view.findByRole('button', { name: 'More actions' }));
    fireEvent.click(await view.findByRole('menuitem', { name: 'Block Anna' }));
    const dialog = await page.findByRole('dialog', { name: 'Block Anna?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await view.findByText('You blocked Anna. You can unblock on the profile.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/block.php')).toEqual([{ profile_id: 7 }]);
    expect(view.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('reports the member with the conversation, and says the member is not told', async () => {
    const { view, page, fetch } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({
        'POST /api/report.php': { body: { ok: true, reference: 'R-55', blocked: false } },
      }),
    });
    fireEvent.click(await view.findByRole('button', { name: 'More actions' }));
    fireEvent.click(await view.findByRole('menuitem', { name: 'Report Anna' }));
    const dialog = await page.findByRole('dialog', { name: 'Report Anna' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fake profile or scam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText(/reference R-55.*Anna is not told who reported them/),
    ).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/report.php')).toEqual([
      { profile_id: 7, reason: 'scam', conversation: 1 },
    ]);
    // Reporting alone leaves the conversation open.
    expect(view.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
  });

  it('blocks and reports in one step and closes the footer; a refusal is shown in the dialog', async () => {
    let calls = 0;
    const { view, page, fetch } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({
        'POST /api/report.php': () =>
          (calls += 1) === 1
            ? apiRefusal(422, 'validation_failed', 'You cannot report yourself.')
            : { body: { ok: true, reference: 'R-56', blocked: true } },
      }),
    });
    fireEvent.click(await view.findByRole('button', { name: 'More actions' }));
    fireEvent.click(await view.findByRole('menuitem', { name: 'Block and report Anna' }));
    const dialog = await page.findByRole('dialog', { name: 'Block and report Anna' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Asks for money' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block and send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot report yourself.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block and send report' }));
    expect(await within(dialog).findByText(/You also blocked Anna/)).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/report.php')[1]).toEqual({
      profile_id: 7,
      reason: 'money',
      conversation: 1,
      block: true,
    });
    expect(await view.findByText('You blocked Anna. You can unblock on the profile.')).toBeInTheDocument();
    expect(view.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('removes the conversation and goes back to the list', async () => {
    const { view, page, fetch, platform } = await mountAt('/chats/1', {
      user: me,
      routes: routesWith({ 'DELETE /api/chat.php': { body: { ok: true } } }),
    });
    fireEvent.click(await view.findByRole('button', { name: 'More actions' }));
    fireEvent.click(await view.findByRole('menuitem', { name: 'Remove conversation' }));
    fireEvent.click(within(await page.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sentBodies(fetch, 'DELETE /api/chat.php')).toEqual([{ conversation: 1 }]));
    expect(platform.navigations).toEqual(['/chats']);
  });
});

describe('first message to a member', () => {
  it('opens the icebreakers in the member’s language, fills the field, and sends with profile_id', async () => {
    const { view, page, fetch } = await mountAt('/members/7/chat', {
      user: me,
      locale: 'en',
      routes: routesWith({
        'GET /api/chat.php': { body: aChatResponse({ conversation: null, profile: anna, messages: [] }) },
        'POST /api/messages.php': (_url, body) => ({
          body: { message: stored(body as SendMessageBody), balance: 90, replayed: false },
        }),
      }),
    });
    const dialog = await page.findByRole('dialog', { name: 'Say hello to Anna' });
    const lines = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.textContent?.includes('credits'));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(5);
    expect(within(dialog).getByText(/how is life in Utrecht/)).toBeInTheDocument();
    fireEvent.click(lines[0] as HTMLElement);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const box = view.getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveValue('Hi Anna! Your profile made me smile. How is your day going?');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await view.findByText('Sent')).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/chat.php')[0]?.query).toEqual({ profile_id: '7' });
    expect(sentBodies(fetch, 'POST /api/messages.php')[0]).toMatchObject({ profile_id: 7, type: 'text' });
  });

  it('writes the icebreakers in German for a German member', async () => {
    const { page } = await mountAt('/members/7/chat', {
      user: me,
      locale: 'de',
      routes: routesWith({
        'GET /api/chat.php': { body: aChatResponse({ conversation: null, profile: anna, messages: [] }) },
      }),
    });
    const dialog = await page.findByRole('dialog', { name: 'Sag Hallo zu Anna' });
    expect(within(dialog).getAllByText('10 Credits').length).toBeGreaterThanOrEqual(3);
  });
});
