import '@testing-library/jest-dom';
import type { StaffPhoto } from '@amora/contracts';
import { sentBodies, sentRequests, setUpBackofficeTests } from '@amora/testing';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import * as page from '../../exports/backoffice/photos';

const mountAt = setUpBackofficeTests(page, 'photos', '/backoffice/photos');

function aPhoto(id: number, overrides: Partial<StaffPhoto> = {}): StaffPhoto {
  return {
    id,
    member: { id: 100 + id, name: `Member ${id}`, standing: 'active', suspended_until: null },
    status: 'inspected',
    url: `/api/staff/photos/${id}/image`,
    thumb_url: `/api/staff/photos/${id}/image?size=thumb`,
    width: 800,
    height: 800,
    automated: { passed: true, similar_to_removed: false, similar_member_ids: [] },
    is_main: false,
    created_at: '2026-12-01T08:00:00.000Z',
    ...overrides,
  };
}

const waiting = (photos: StaffPhoto[], total = photos.length) => ({
  'GET /api/staff/photos': { body: { photos, next_cursor: null, total } },
});

describe('photo queue (staff)', () => {
  it('shows the waiting photos with the staff image, the automated verdict and the count', async () => {
    const { view, fetch } = await mountAt('/backoffice/photos', {
      routes: waiting(
        [
          aPhoto(1),
          aPhoto(2, { automated: { passed: false, similar_to_removed: true, similar_member_ids: [5, 6] } }),
        ],
        12,
      ),
    });
    expect(await view.findByText('12 photos waiting')).toBeInTheDocument();
    expect(sentRequests(fetch, 'GET /api/staff/photos')[0]?.query).toEqual({ status: 'inspected' });
    const second = view.getByRole('listitem', { name: 'Photo 2 of Member 2' });
    expect(within(second).getByRole('img')).toHaveAttribute('src', '/api/staff/photos/2/image?size=thumb');
    expect(second).toHaveTextContent(
      'The automated check flagged it. It looks like a photo removed before. It looks like photos of members 5, 6.',
    );
    expect(view.getByRole('listitem', { name: 'Photo 1 of Member 1' })).toHaveTextContent(
      'The automated check passed it.',
    );
  });

  it('approves, then moves the focus to the next photo; rejecting needs a reason', async () => {
    const { view, fetch } = await mountAt('/backoffice/photos', {
      routes: {
        ...waiting([aPhoto(1), aPhoto(2), aPhoto(3)]),
        'POST /api/staff/photos/1': { body: { ok: true } },
        'POST /api/staff/photos/2': { body: { ok: true } },
      },
    });
    const first = await view.findByRole('listitem', { name: 'Photo 1 of Member 1' });
    fireEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(view.queryByRole('listitem', { name: /Member 1$/ })).toBeNull());
    const next = view.getByRole('listitem', { name: 'Photo 1 of Member 2' });
    expect(within(next).getByRole('button', { name: 'Approve' })).toHaveFocus();
    expect(view.getByText('2 photos waiting')).toBeInTheDocument();

    fireEvent.click(within(next).getByRole('button', { name: 'Reject' }));
    const reason = within(next).getByLabelText('Why is it rejected? (told to the member)');
    expect(reason).toHaveFocus();
    fireEvent.click(within(next).getByRole('button', { name: 'Reject the photo' }));
    expect(within(next).getByText('Give a reason.')).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: 'Shows another person.' } });
    fireEvent.change(within(next).getByLabelText('Ground'), { target: { value: 'terms_photos' } });
    fireEvent.click(within(next).getByRole('button', { name: 'Reject the photo' }));

    expect(await view.findByText('Photo rejected; the member is told why.')).toBeInTheDocument();
    expect(sentBodies(fetch, 'POST /api/staff/photos/1')).toEqual([{ decision: 'approve' }]);
    expect(sentBodies(fetch, 'POST /api/staff/photos/2')).toEqual([
      { decision: 'reject', reason: 'Shows another person.', ground: 'terms_photos' },
    ]);
    const last = view.getByRole('listitem', { name: 'Photo 1 of Member 3' });
    expect(within(last).getByRole('button', { name: 'Approve' })).toHaveFocus();
  });

  it('says "Nothing waiting" when the queue is empty', async () => {
    const { view } = await mountAt('/backoffice/photos', { routes: waiting([]) });
    expect(await view.findByText('Nothing waiting.')).toBeInTheDocument();
    expect(view.getByText('0 photos waiting')).toBeInTheDocument();
  });

  it('offers a retry when the queue could not be loaded', async () => {
    let failing = true;
    const { view } = await mountAt('/backoffice/photos', {
      routes: {
        'GET /api/staff/photos': () =>
          failing
            ? { status: 403, body: { error: 'staff_authentication_required', message: 'Log in again.' } }
            : { body: { photos: [aPhoto(4)], next_cursor: null, total: 1 } },
      },
    });
    expect(await view.findByRole('alert')).toHaveTextContent('The photos could not be loaded.Log in again.');
    failing = false;
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByRole('listitem', { name: 'Photo 1 of Member 4' })).toBeInTheDocument();
  });
});
