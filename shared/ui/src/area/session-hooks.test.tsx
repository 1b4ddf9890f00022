import type { PlatformProps, User } from '@amora/contracts';
import { createQueryClient, createSessionStore } from '@amora/platform';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformContext } from './platform-context';
import { usePlatform } from './usePlatform';
import { useRequireMember } from './useRequireMember';
import { useSession } from './useSession';

const ann = { id: 7, profile: { name: 'Ann' } } as unknown as User;

/** Only what the hooks touch: a real session store on a real query client, and navigate. */
function fakePlatform() {
  const queryClient = createQueryClient();
  const session = createSessionStore(queryClient);
  const navigate = jest.fn();
  const platform = { queryClient, session, navigate } as unknown as PlatformProps;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>
  );
  return { platform, session, navigate, wrapper };
}

function Greeting() {
  const { user } = useSession();
  return <p>{user ? user.profile.name : 'nobody'}</p>;
}

describe('useSession', () => {
  it('re-renders on every write through the store', () => {
    const { session, wrapper } = fakePlatform();
    render(<Greeting />, { wrapper });
    expect(screen.getByText('nobody')).toBeInTheDocument();

    act(() => session.setUser(ann));
    expect(screen.getByText('Ann')).toBeInTheDocument();

    act(() => session.clear());
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });

  it('re-renders when a fetch of the ["user"] query brings a new member', async () => {
    const { platform, wrapper } = fakePlatform();
    render(<Greeting />, { wrapper });

    await act(() =>
      platform.queryClient.fetchQuery({ queryKey: ['user'], queryFn: async () => ({ user: ann }) }),
    );

    expect(screen.getByText('Ann')).toBeInTheDocument();
  });
});

describe('useRequireMember', () => {
  it('waits while the session is unknown and sends a visitor to /login once it is anonymous', () => {
    const { session, navigate, wrapper } = fakePlatform();
    renderHook(() => useRequireMember(), { wrapper });
    expect(navigate).not.toHaveBeenCalled();

    act(() => session.setUser(null));

    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('leaves a member alone, and does nothing while suspended', () => {
    const member = fakePlatform();
    member.session.setUser(ann);
    expect(renderHook(() => useRequireMember(), { wrapper: member.wrapper }).result.current.user).toBe(ann);
    expect(member.navigate).not.toHaveBeenCalled();

    const leaving = fakePlatform();
    leaving.session.clear();
    renderHook(() => useRequireMember(false), { wrapper: leaving.wrapper });
    expect(leaving.navigate).not.toHaveBeenCalled();
  });
});

describe('usePlatform', () => {
  it('says where it went wrong outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePlatform())).toThrow('usePlatform() outside a PlatformProvider');
  });
});
