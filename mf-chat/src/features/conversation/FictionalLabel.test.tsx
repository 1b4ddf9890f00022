import '@testing-library/jest-dom';
import { aUser, someSettings } from '@amora/testing';
import {
  aChatItem,
  aChatResponse,
  aChatsResponse,
  aProfileCard,
  setUpChatArea,
} from '../../test-support/chat-fixtures';

const mountAt = setUpChatArea();
const me = aUser({ id: 1, credits: 100 });
const anna = aProfileCard({ id: 7, name: 'Anna', city: 'Utrecht' });
const bob = aProfileCard({ id: 8, name: 'Bob', city: 'Delft' });
const marking = someSettings({ fictional_warning: true, fictional_singular: '' });

const conversationWith = (fictional: boolean) => ({
  'GET /api/chat.php': { body: aChatResponse({ profile: anna, fictional }) },
  'POST /api/chat-read.php': { body: { ok: true } },
});

describe('the fictional label in the chat', () => {
  it('names a fictional profile in the header with the translated default', async () => {
    const { view } = await mountAt('/chats/1', {
      user: me,
      settings: marking,
      routes: conversationWith(true),
    });
    const header = (await view.findByRole('heading', { level: 1, name: 'Anna' })).closest('header')!;
    expect(header).toHaveTextContent('Fictional profile');
  });

  it('uses the site’s own label', async () => {
    const own = someSettings({ fictional_warning: true, fictional_singular: 'Animateur' });
    const { view } = await mountAt('/chats/1', { user: me, settings: own, routes: conversationWith(true) });
    expect(await view.findByText('Animateur')).toBeInTheDocument();
  });

  it('shows no label for a real member', async () => {
    const { view } = await mountAt('/chats/1', {
      user: me,
      settings: marking,
      routes: conversationWith(false),
    });
    await view.findByRole('heading', { level: 1, name: 'Anna' });
    expect(view.queryByText('Fictional profile')).not.toBeInTheDocument();
  });

  it('shows no label on a site that does not mark its fictional profiles', async () => {
    const unmarked = someSettings({ fictional_warning: false });
    const { view } = await mountAt('/chats/1', {
      user: me,
      settings: unmarked,
      routes: conversationWith(true),
    });
    await view.findByRole('heading', { level: 1, name: 'Anna' });
    expect(view.queryByText('Fictional profile')).not.toBeInTheDocument();
  });

  it('marks the fictional profile’s row in the chat list only', async () => {
    const routes = {
      'GET /api/chats.php': {
        body: aChatsResponse([
          aChatItem({ profile: anna, fictional: true }),
          aChatItem({ profile: bob, fictional: false }),
        ]),
      },
    };
    const { view } = await mountAt('/chats', { user: me, settings: marking, routes });
    const annaRow = await view.findByRole('listitem', { name: 'Anna' });
    expect(annaRow).toHaveTextContent('Fictional profile');
    expect(view.getByRole('listitem', { name: 'Bob' })).not.toHaveTextContent('Fictional profile');
  });
});
