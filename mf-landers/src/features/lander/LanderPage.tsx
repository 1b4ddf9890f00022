import type { LanderFamily, LanderResponse } from '@amora/contracts';
import { Button, ErrorPanel, Spinner } from '@amora/ui';
import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { useLander, type LanderRequest } from '../../api/lander';
import { isFamily, loadFamily, type FamilyProps } from '../families';
import { useLanderCopy } from './lander-copy';
import { useSignupCta } from './useSignupCta';
import { useLanderText } from './lander-env';
import { VariantImages } from './VariantImages';

/** Holds the space of a lander while it loads, so the footer does not jump when it arrives. */
const Placeholder = styled.div`
  display: grid;
  place-items: center;
  min-height: min(80vh, 720px);
`;

export interface LanderPageProps {
  /** The family of the route; none on `/` (the server picks the home lander). */
  family?: LanderFamily;
  slug?: string;
}

/** The family's component once its chunk is here; fetched while the lander data loads. */
function useFamilyComponent(family: LanderFamily | null): {
  Component: ComponentType<FamilyProps> | null;
  failed: boolean;
  retry: () => void;
} {
  const [state, setState] = useState<{ family: LanderFamily; Component: ComponentType<FamilyProps> } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!family) return undefined;
    let live = true;
    setFailed(false);
    loadFamily(family).then(
      (module) => live && setState({ family, Component: module.default }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [family, attempt]);
  return {
    Component: state && state.family === family ? state.Component : null,
    failed,
    retry: () => setAttempt((n) => n + 1),
  };
}

/** The error panel of a lander that could not be loaded, with a way to try again. */
export function LanderError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLanderText();
  return (
    <ErrorPanel
      title={t('lander.errorTitle')}
      message={t('lander.errorMessage')}
      actions={<Button onClick={onRetry}>{t('lander.retry')}</Button>}
    />
  );
}

/** The loading state: a spinner in the space the lander will take. */
export function LanderLoading() {
  const { t } = useLanderText();
  return (
    <Placeholder>
      <Spinner label={t('lander.loading')} />
    </Placeholder>
  );
}

/**
 * A lander: the variant the server chose for this visitor, rendered by its template family.
 * The family's code is fetched at the same time as the data when the route names it.
 */
export function LanderPage({ family, slug }: LanderPageProps) {
  const lander = useLander({ family, slug } satisfies LanderRequest);
  if (lander.status === 'error') return <LanderError onRetry={lander.retry} />;
  return <LanderView data={lander.status === 'ready' ? lander.data : null} family={family} />;
}

/** A lander answer rendered by its family (`data` null: still loading, `family` known early). */
export function LanderView({ data, family }: { data: LanderResponse | null; family?: LanderFamily }) {
  const wanted = data?.variant.family ?? (isFamily(family) ? family : null);
  const { Component, failed, retry } = useFamilyComponent(wanted);
  if (failed) return <LanderError onRetry={retry} />;
  if (!data || !Component) return <LanderLoading />;
  return <ReadyLander Component={Component} data={data} />;
}

function ReadyLander({
  Component,
  data,
}: { Component: ComponentType<FamilyProps> } & Pick<FamilyProps, 'data'>) {
  const copy = useLanderCopy(data.variant);
  const lander = data.variant.key ?? data.variant.family;
  const cta = useSignupCta({ visit: data.visit, lander });
  return (
    <>
      <Component data={data} copy={copy} cta={cta} />
      <VariantImages images={data.variant.images} />
    </>
  );
}
