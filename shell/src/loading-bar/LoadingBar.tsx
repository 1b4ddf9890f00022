import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import {
  createLoadingBarController,
  LOADING_BAR_MAX_MS,
  type LoadingBarController,
  type LoadingBarPhase,
} from './loading-bar-controller';
import { loadingRemotes, onRemoteActivity } from './route-activity';

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.modal + 1};
  height: 3px;
  pointer-events: none;
`;

// With reduced motion, no movement: a still bar says "loading", the full one "done".
const Fill = styled.div<{ $phase: LoadingBarPhase }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left;
  ${({ $phase }) =>
    $phase === 'running'
      ? css`
          transform: scaleX(0.8);
          transition: transform ${LOADING_BAR_MAX_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1);
        `
      : css`
          transform: scaleX(1);
          transition: transform 150ms ease-out;
        `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    transform: scaleX(${({ $phase }) => ($phase === 'running' ? 0.5 : 1)});
  }
`;

/** Starts the fill from 0 on the frame after mount, so the transition has somewhere to go. */
const Starting = styled(Fill)`
  transform: scaleX(0);
  transition: none;
`;

/**
 * The route-change loading bar (spec section 9): shown when a navigation takes longer than
 * 200 ms, completed when the route settles (its remote mounted), given up at 5 s. A progressbar
 * for assistive technology, without a value while it runs (the real progress is unknown).
 */
export function LoadingBar() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [phase, setPhase] = useState<LoadingBarPhase>('idle');
  const [painted, setPainted] = useState(false);
  const controller = useRef<LoadingBarController | null>(null);
  const firstLocation = useRef(true);

  useEffect(() => {
    const bar = createLoadingBarController({ onChange: setPhase });
    controller.current = bar;
    const stop = onRemoteActivity((count) => count === 0 && bar.settle());
    return () => {
      stop();
      bar.dispose();
    };
  }, []);

  useEffect(() => {
    // The first page has the boot indicator and the remote's spinner; the bar is for changes.
    if (firstLocation.current) {
      firstLocation.current = false;
      return undefined;
    }
    const bar = controller.current;
    bar?.start();
    // Routes within a mounted area (or whose remote is already loaded) settle at once.
    const check = setTimeout(() => loadingRemotes() === 0 && bar?.settle(), 0);
    return () => clearTimeout(check);
  }, [location.key]);

  useEffect(() => {
    if (phase !== 'running') {
      setPainted(false);
      return undefined;
    }
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  if (phase === 'idle' || phase === 'waiting') return null;
  const Bar = phase === 'running' && !painted ? Starting : Fill;
  return (
    <Track
      role="progressbar"
      aria-label={t('loadingBar.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={phase === 'complete' ? 100 : undefined}
      aria-busy={phase === 'running'}
    >
      <Bar $phase={phase} />
    </Track>
  );
}
