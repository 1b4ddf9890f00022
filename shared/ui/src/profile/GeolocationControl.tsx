import { GEOCODE_CACHE_MS } from '@amora/contracts/plain';
import { isHttpError, type Place } from '@amora/platform';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert.js';
import { Button } from '../Button.js';
import { useGeolocationPermission } from './useGeolocationPermission.js';

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Guidance = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** GeolocationPositionError.PERMISSION_DENIED (the constant is missing where the API is). */
const PERMISSION_DENIED = 1;

/** A rough position is enough to name the town; a recent one saves the phone a GPS fix. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 20_000,
  maximumAge: GEOCODE_CACHE_MS,
};

export interface GeolocationControlProps {
  /** The place found for the member's position, for the member to review and save. */
  onPlace: (place: Place) => void;
  /** The area's lookup of a position (its `src/api` call of `GET /api/geocode.php`). */
  geocode: (latitude: number, longitude: number) => Promise<Place>;
  /** The area's `t`. */
  translate: (key: string) => string;
  /**
   * Where the area keeps the texts: `<keyPrefix>.useMyLocation`, `.locating`, `.found`, `.failed`
   * and `.permission.<unsupported|unknown|prompt|granted|denied>`.
   */
  keyPrefix: string;
}

type Progress = { state: 'idle' | 'locating' | 'found' } | { state: 'failed'; message: string | null };

/**
 * "Use my location" (own profile, sign-up's location step): asks the browser for the position, has the server name the place and hands
 * it to the form. The permission state is shown with what the member can do about it. The
 * coordinates are used for the lookup only: never shown, never saved.
 */
export function GeolocationControl({ onPlace, geocode, translate, keyPrefix }: GeolocationControlProps) {
  const text = (key: string) => translate(`${keyPrefix}.${key}`);
  const guidanceId = useId();
  const { permission, markDenied } = useGeolocationPermission();
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });

  const locate = () => {
    setProgress({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        geocode(coords.latitude, coords.longitude).then(
          (place) => {
            onPlace(place);
            setProgress({ state: 'found' });
          },
          (error: unknown) =>
            setProgress({
              state: 'failed',
              message: isHttpError(error) && error.code !== 'unknown' ? error.message : text('failed'),
            }),
        );
      },
      (error) => {
        // A refusal is explained by the permission guidance; other failures get their own message.
        if (error.code === PERMISSION_DENIED) markDenied();
        setProgress({
          state: 'failed',
          message: error.code === PERMISSION_DENIED ? null : text('failed'),
        });
      },
      POSITION_OPTIONS,
    );
  };

  const unavailable = permission === 'unsupported' || permission === 'denied';
  return (
    <Box>
      <Button
        variant="secondary"
        onClick={locate}
        busy={progress.state === 'locating'}
        disabled={unavailable}
        aria-describedby={guidanceId}
      >
        {progress.state === 'locating' ? text('locating') : text('useMyLocation')}
      </Button>
      <Guidance id={guidanceId}>{text(`permission.${permission}`)}</Guidance>
      {progress.state === 'found' ? <Alert tone="success">{text('found')}</Alert> : null}
      {progress.state === 'failed' && progress.message ? (
        <Alert tone="warning">{progress.message}</Alert>
      ) : null}
    </Box>
  );
}
