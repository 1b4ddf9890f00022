import '@testing-library/jest-dom';
import type { SendMessageBody } from '@amora/contracts';
import { aUser, apiRefusal, memoryStorage, sentBodies, type JsonRoutes } from '@amora/testing';
import { fireEvent, within } from '@testing-library/dom';
import {
  SOME_GIFTS,
  aChatResponse,
  aMessage,
  aProfileCard,
  setUpChatArea,
} from '../../test-support/chat-fixtures';

const mountAt = setUpChatArea();
const me = aUser({ id: 1, credits: 0 });
const anna = aProfileCard({ id: 7, name: 'Anna' });

function chatRoutes(send: JsonRoutes[string], messages = [aMessage({ id: 10, sender_id: 7, text: 'Hi' })]) {
  return {
    'GET /api/chat.php': { body: aChatResponse({ profile: anna, messages }) },
    'POST /api/chat-read.php': { body: { ok: true } },
    'GET /api/gifts.php': { body: { gifts: SOME_GIFTS } },
    'POST /api/messages.php': send,
  } satisfies JsonRoutes;
}

const noCredits = apiRefusal(402, 'insufficient_credits', 'A message costs 10 credits; you have 0.');

/** Types and sends `text` with no credits: the purchase prompt, then Buy credits. */
async function sendWithoutCredits(storage: ReturnType<typeof memoryStorage>, text: string) {
  const mounted = await mountAt('/chats/1', { user: me, storage, routes: chatRoutes(noCredits) });
  const box = await mounted.view.findByRole('textbox', { name: 'Your message' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
  const dialog = await mounted.page.findByRole('dialog', { name: 'Not enough credits' });
  fireEvent.click(within(dialog).getByRole('link', { name: 'Buy credits' }));
  return mounted;
}

describe('a message that could not be paid for', () => {
  it('is kept on the device for the conversation, and the chat is remembered for the way back', async () => {
    const storage = memoryStorage();
    const { platform } = await sendWithoutCredits(storage, 'Shall we meet?');

    expect(platform.navigations).toEqual(['/credits']);
    expect(platform.persisted.getKeptMessages(1, 'c1')).toEqual([
      expect.objectContaining({ type: 'text', text: 'Shall we meet?', gift_id: null }),
    ]);
    expect(platform.persisted.getReturnChat(1)).toEqual({ path: '/chats/1', at: expect.any(Number) });
  });

  it('is back after the purchase as a draft, sent only on Retry, once, with its first client id', async () => {
    const storage = memoryStorage();
    const first = await sendWithoutCredits(storage, 'Shall we meet?');
    const [refused] = sentBodies(first.fetch, 'POST /api/messages.php') as SendMessageBody[];
    first.view.getByRole('button', { name: 'Retry' }); // still on screen before leaving

    // A new page load in the same tab (the checkout was another page), now with credits.
    const send = (_url: URL, body: unknown) => {
      const { client_id, text } = body as SendMessageBody;
      return {
        body: {
          message: aMessage({ id: 900, sender_id: 1, client_id, text: text ?? null }),
          balance: 10,
          replayed: false,
        },
      };
    };
    const back = await mountAt('/chats/1', {
      user: aUser({ id: 1, credits: 20 }),
      storage,
      routes: chatRoutes(send),
    });
    expect(await back.view.findByText('Shall we meet?')).toBeInTheDocument();
    expect(back.view.getByText('Kept on this device, not sent yet.')).toBeInTheDocument();
    // Back in the chat: the result page need not offer the way back any more.
    expect(back.platform.persisted.getReturnChat(1)).toBeNull();
    // Nothing goes out until the member asks.
    expect(sentBodies(back.fetch, 'POST /api/messages.php')).toEqual([]);

    fireEvent.click(back.view.getByRole('button', { name: 'Retry' }));
    expect(await back.view.findByText('Sent')).toBeInTheDocument();
    const bodies = sentBodies(back.fetch, 'POST /api/messages.php') as SendMessageBody[];
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ client_id: refused?.client_id, type: 'text', text: 'Shall we meet?' });
    expect(back.platform.persisted.getKeptMessages(1, 'c1')).toEqual([]);
    expect(back.view.getAllByText('Shall we meet?')).toHaveLength(1);
  });

  it('is not offered again when the server already has it (sent from another tab)', async () => {
    const storage = memoryStorage();
    const first = await sendWithoutCredits(storage, 'Hello again');
    const [refused] = sentBodies(first.fetch, 'POST /api/messages.php') as SendMessageBody[];
    const delivered = aMessage({ id: 901, sender_id: 1, text: 'Hello again', client_id: refused?.client_id });

    const back = await mountAt('/chats/1', {
      user: me,
      storage,
      routes: chatRoutes(noCredits, [delivered]),
    });
    expect(await back.view.findByText('Hello again')).toBeInTheDocument();
    expect(back.view.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(back.platform.persisted.getKeptMessages(1, 'c1')).toEqual([]);
  });

  it('is forgotten when the member discards it', async () => {
    const storage = memoryStorage();
    await sendWithoutCredits(storage, 'Never mind');
    const back = await mountAt('/chats/1', { user: me, storage, routes: chatRoutes(noCredits) });
    fireEvent.click(await back.view.findByRole('button', { name: 'Discard' }));
    expect(back.view.queryByText('Never mind')).toBeNull();
    expect(back.platform.persisted.getKeptMessages(1, 'c1')).toEqual([]);
  });
});
