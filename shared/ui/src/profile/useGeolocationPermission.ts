import { useEffect, useState } from 'react';

/** The spec's geolocation permission states: unsupported, unknown, or what the browser says. */
export type GeolocationPermission = 'unsupported' | 'unknown' | PermissionState;

function initialState(): GeolocationPermission {
  return typeof navigator !== 'undefined' && navigator.geolocation ? 'unknown' : 'unsupported';
}

/**
 * Whether the page may read the position: `unsupported` without the Geolocation API, `unknown`
 * where the Permissions API cannot tell (older Safari), else granted / prompt / denied, kept up to
 * date when the member changes it in the browser. `markDenied` records a refusal seen on a request.
 */
export function useGeolocationPermission(): {
  permission: GeolocationPermission;
  markDenied: () => void;
} {
  const [permission, setPermission] = useState<GeolocationPermission>(initialState);

  useEffect(() => {
    if (initialState() === 'unsupported' || !navigator.permissions?.query) return undefined;
    let status: PermissionStatus | null = null;
    let active = true;
    const update = () => {
      if (active && status) setPermission(status.state);
    };
    navigator.permissions.query({ name: 'geolocation' }).then(
      (result) => {
        status = result;
        update();
        result.addEventListener('change', update);
      },
      () => undefined, // Not answerable here: the state stays unknown.
    );
    return () => {
      active = false;
      status?.removeEventListener('change', update);
    };
  }, []);

  return { permission, markDenied: () => setPermission('denied') };
}
