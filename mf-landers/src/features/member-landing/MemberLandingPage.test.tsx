import '@testing-library/jest-dom';
import { aUser, sentRequests } from '@amora/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { aCard, aLander, landerRoutes, mountLanders } from '../lander/test-support/lander-fixtures';

const sophie = aCard({ id: 7, name: 'Sophie', age: 31 });

describe('member landings', () => {
  it.each([
    ['/members/7/landing', 'Sophie wants to meet you'],
    ['/members/7/landing2/milf', 'Sophie sent you a message'],
    ['/members/7/landing3', 'Could Sophie be your match?'],
  ])('%s leads to sign-up with the member as target profile', async (path, title) => {
    const { view, fetch, platform } = await mountLanders(`${path}?network=n1`, {
      routes: landerRoutes(aLander({ member: sophie })),
    });
    expect(await view.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/lander.php')[0]?.query).toMatchObject({ member: '7' });
    fireEvent.click(view.getByRole('link', { name: /Chat with Sophie/ }));
    await waitFor(() =>
      expect(platform.navigations[0]).toMatch(/^\/members\/7\/signup\?network=n1&lander=member-/),
    );
  });

  it('shows the default lander, nothing of the member, when the member may not be shown', async () => {
    const { view } = await mountLanders('/members/8/landing', {
      routes: landerRoutes(aLander({ member: null })),
    });
    expect(
      await view.findByRole('heading', { level: 1, name: 'Meet singles near you tonight' }),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: /Join free now/ })).toHaveAttribute('href', '/signup?lander=video');
  });
});

describe('the home page', () => {
  it("shows a visitor the site's lander", async () => {
    const { view, fetch } = await mountLanders('/', {
      routes: landerRoutes(aLander({}, { family: 'collagelanding' })),
    });
    expect(
      await view.findByRole('heading', { level: 1, name: 'Meet singles near you tonight' }),
    ).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/lander.php')[0]?.query.family).toBeUndefined();
  });

  it('sends a member on to /members', async () => {
    const { platform, fetch } = await mountLanders('/', { user: aUser(), routes: landerRoutes(aLander()) });
    await waitFor(() => expect(platform.navigations).toEqual(['/members']));
    expect(sentRequests(fetch, 'GET /api/lander.php')).toHaveLength(0);
  });

  it('leaves a visitor who becomes a member here to the sign-up flow', async () => {
    const { platform } = await mountLanders('/', { routes: landerRoutes(aLander()) });
    await waitFor(() => expect(platform.session.getState().status).toBe('anonymous'));
    platform.session.setUser(aUser());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(platform.navigations).toEqual([]);
  });
});
