import '@testing-library/jest-dom';
import { aUser, apiRefusal, fakeRealtime, sentBodies, sentRequests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import {
  SOME_GIFTS,
  aChatItem,
  aChatsResponse,
  aMessage,
  aProfileCard,
  setUpChatArea,
} from '../../test-support/chat-fixtures';

const mountAt = setUpChatArea();
const me = aUser({ id: 1 });
const anna = aProfileCard({ id: 7, name: 'Anna' });
const bea = aProfileCard({ id: 8, name: 'Bea' });

function twoChats() {
  return [
    aChatItem({
      conversation: 1,
      profile: anna,
      num_unread_messages: 2,
      last_message: aMessage({ conversation_id: 1, sender_id: 7, text: 'See you <b>soon</b>' }),
    }),
    aChatItem({
      conversation: 2,
      profile: bea,
      last_message: aMessage({ conversation_id: 2, sender_id: 1, type: 'gift', text: null, gift_id: 'rose' }),
    }),
  ];
}

describe('chats page', () => {
  it('lists conversations with name, last message, unread badge and a gift by its name', async () => {
    const { view } = await mountAt('/chats', {
      user: me,
      routes: {
        'GET /api/chats.php': { body: aChatsResponse(twoChats()) },
        'GET /api/gifts.php': { body: { gifts: SOME_GIFTS } },
      },
    });
    expect(view.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const annaRow = await view.findByRole('listitem', { name: 'Anna, 2 unread messages' });
    expect(within(annaRow).getByText('See you <b>soon</b>')).toBeInTheDocument();
    expect(within(annaRow).getByLabelText('2 unread messages')).toHaveTextContent('2');
    expect(within(annaRow).getByRole('link', { name: /Anna/ })).toHaveAttribute('href', '/chats/1');
    const beaRow = view.getByRole('listitem', { name: 'Bea' });
    expect(await within(beaRow).findByText('You: Gift: Rose')).toBeInTheDocument();
  });

  it('shows a photo as the last message, translated', async () => {
    const photo = { thumb: '/media/t.webp', full: '/media/f.webp', width: 640, height: 480 };
    const { view } = await mountAt('/chats', {
      user: me,
      routes: {
        'GET /api/chats.php': {
          body: aChatsResponse([
            aChatItem({
              conversation: 3,
              profile: anna,
              last_message: aMessage({ conversation_id: 3, sender_id: 7, type: 'photo', text: null, photo }),
            }),
          ]),
        },
      },
    });
    const row = await view.findByRole('listitem', { name: 'Anna' });
    expect(within(row).getByText('Photo')).toBeInTheDocument();
  });

  it('shows a spinner on the first load only, and an empty state that leads to search', async () => {
    const { view } = await mountAt('/chats', {
      user: me,
      routes: { 'GET /api/chats.php': { body: aChatsResponse([]) } },
    });
    expect(view.getByRole('status')).toBeInTheDocument();
    expect(
      await view.findByText('No conversations yet. Find someone you like and say hello.'),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const { view } = await mountAt('/chats', {
      user: me,
      routes: {
        'GET /api/chats.php': () =>
          fail ? apiRefusal(400, 'bad_request', 'Bad request.') : { body: aChatsResponse(twoChats()) },
      },
    });
    expect(await view.findByText('Bad request.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByRole('listitem', { name: 'Bea' })).toBeInTheDocument();
  });

  it('removes a chat at once, then on the server', async () => {
    let chats = twoChats();
    const { view, page, fetch } = await mountAt('/chats', {
      user: me,
      routes: {
        'GET /api/chats.php': () => ({ body: aChatsResponse(chats) }),
        'DELETE /api/chat.php': () => {
          chats = chats.filter((chat) => chat.conversation !== 1);
          return { body: { removed: true } };
        },
      },
    });
    fireEvent.click(await view.findByRole('button', { name: 'Remove the conversation with Anna' }));
    const dialog = await page.findByRole('dialog', { name: 'Remove this conversation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(view.queryByRole('listitem', { name: /Anna/ })).toBeNull());
    expect(sentBodies(fetch, 'DELETE /api/chat.php')).toEqual([{ conversation: 1 }]);
    expect(view.getByRole('listitem', { name: 'Bea' })).toBeInTheDocument();
  });

  it('rolls a removal back with an alert when the server refuses', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const deleted = new Promise<void>((resolve) => {
      alert.mockImplementation(() => resolve());
    });
    const { view, page, fetch } = await mountAt('/chats', {
      user: me,
      routes: {
        'GET /api/chats.php': { body: aChatsResponse(twoChats()) },
        'DELETE /api/chat.php': apiRefusal(400, 'bad_request', 'This conversation could not be removed.'),
      },
    });
    fireEvent.click(await view.findByRole('button', { name: 'Remove the conversation with Anna' }));
    fireEvent.click(within(await page.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await deleted;
    expect(alert).toHaveBeenCalledWith('This conversation could not be removed.');
    expect(await view.findByRole('listitem', { name: /Anna/ })).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/chats.php').length).toBeGreaterThanOrEqual(2);
    alert.mockRestore();
  });

  it('reloads the list when a message arrives live', async () => {
    const socket = fakeRealtime();
    let chats = twoChats().slice(1);
    const { view, fetch } = await mountAt('/chats', {
      user: me,
      createSocket: socket.createSocket,
      routes: { 'GET /api/chats.php': () => ({ body: aChatsResponse(chats) }) },
    });
    await view.findByRole('listitem', { name: 'Bea' });
    socket.open();
    chats = twoChats();
    socket.emit('message', { message: aMessage({ conversation_id: 1, sender_id: 7 }), unread_messages: 2 });
    expect(await view.findByRole('listitem', { name: 'Anna, 2 unread messages' })).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/chats.php')).toHaveLength(2);
  });
});
