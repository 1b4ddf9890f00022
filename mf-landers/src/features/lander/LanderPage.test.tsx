import '@testing-library/jest-dom';
import { LANDER_FAMILIES } from '@amora/contracts';
import { sentRequests } from '@amora/testing';
import { fireEvent, waitFor } from '@testing-library/dom';
import { aLander, landerRoutes, mountLanders } from './test-support/lander-fixtures';

describe('a lander', () => {
  it('renders its family with the niche copy, members and one call to action', async () => {
    const { view, fetch } = await mountLanders('/landers/video/milf?network=adnet&sub1=a', {
      routes: landerRoutes(aLander({}, { family: 'video', slug: 'milf', niche: 6 })),
    });
    expect(
      await view.findByRole('heading', { level: 1, name: 'Confident women near you' }),
    ).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/lander.php')[0]?.query).toMatchObject({
      family: 'video',
      slug: 'milf',
    });
    const cta = view.getByRole('link', { name: /Join free now/ });
    expect(cta).toHaveAttribute('href', '/signup?network=adnet&sub1=a&lander=video');
    // Images have their size set, so nothing shifts when they arrive.
    for (const image of document.body.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('opens sign-up with the tracking kept and records the click for the variant', async () => {
    const { view, fetch, platform } = await mountLanders('/landers/gallery?network=net&ref=r1', {
      routes: landerRoutes(
        aLander({}, { family: 'gallery', key: 'gallery-spring', cta: 'See who is waiting' }),
      ),
    });
    fireEvent.click(await view.findByRole('link', { name: /See who is waiting/ }));
    expect(platform.navigations).toEqual(['/signup?network=net&ref=r1&lander=gallery-spring']);
    await waitFor(() =>
      expect(sentRequests(fetch, 'POST /api/lander-click.php')[0]?.body).toEqual({ visit: aLander().visit }),
    );
  });

  it("shows a marketer's copy as text, never as markup", async () => {
    const { view } = await mountLanders('/landers/iconslanding', {
      routes: landerRoutes(aLander({}, { family: 'iconslanding', headline: '<b>Hot</b> tonight' })),
    });
    expect(await view.findByRole('heading', { level: 1, name: '<b>Hot</b> tonight' })).toBeInTheDocument();
    expect(document.body.querySelector('b')).toBeNull();
  });

  it("shows the variant's own images in its order, each with its alt text and size", async () => {
    const images = [
      { url: '/media/landers/aa/one.webp', width: 1200, height: 675, alt: 'A beach at dusk' },
      { url: '/media/landers/bb/two.webp', width: 800, height: 800, alt: 'Two glasses' },
    ];
    const { view } = await mountLanders('/landers/iconslanding', {
      routes: landerRoutes(aLander({}, { family: 'iconslanding', images })),
    });
    const shown = await view.findAllByRole('img', { name: /A beach at dusk|Two glasses/ });
    expect(shown.map((image: HTMLElement) => image.getAttribute('src'))).toEqual(
      images.map((image) => image.url),
    );
    expect(shown[0]).toHaveAttribute('width', '1200');
    expect(shown[0]).toHaveAttribute('height', '675');
  });

  it.each(LANDER_FAMILIES)('renders the %s family, also without members', async (family) => {
    const { view } = await mountLanders(`/landers/${family}`, {
      routes: landerRoutes(aLander({ members: [] }, { family })),
    });
    expect(
      await view.findByRole('heading', { level: 1, name: 'Meet singles near you tonight' }),
    ).toBeInTheDocument();
    expect(view.getAllByRole('link', { name: /Join free now/ }).length).toBeGreaterThan(0);
  });

  it('shows an error with a retry when the lander cannot be loaded', async () => {
    let calls = 0;
    const { view } = await mountLanders('/landers/video', {
      routes: {
        'GET /api/lander.php': () => {
          calls += 1;
          return calls <= 6
            ? { status: 500, body: { error: 'internal_error', message: 'x' } }
            : { body: aLander() };
        },
      },
    });
    fireEvent.click(await view.findByRole('button', { name: 'Try again' }));
    expect(
      await view.findByRole('heading', { level: 1, name: 'Meet singles near you tonight' }),
    ).toBeInTheDocument();
  });

  it('lets a visitor try the swipe demo with the keyboard-reachable buttons', async () => {
    const { view } = await mountLanders('/landers/tinderswipe', {
      routes: landerRoutes(aLander({}, { family: 'tinderswipe' })),
    });
    fireEvent.click(await view.findByRole('button', { name: 'Like Anna' }));
    fireEvent.click(await view.findByRole('button', { name: 'Pass on Bea' }, { timeout: 2000 }));
    fireEvent.click(await view.findByRole('button', { name: 'Like Cleo' }, { timeout: 2000 }));
    expect(
      await view.findByRole(
        'heading',
        { level: 1, name: 'Good taste! Find out if it is a match' },
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
  });
});
