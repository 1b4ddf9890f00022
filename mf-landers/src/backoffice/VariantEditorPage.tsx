import {
  LANDER_FAMILIES,
  LANDER_NICHES,
  LANDER_STATUSES,
  LOCALES,
  type LanderStatus,
  type LanderVariant,
  type LanderVariantInput,
} from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import {
  Alert,
  Button,
  ButtonRow,
  MutedText,
  SelectField,
  Spinner,
  SwitchField,
  TextAreaField,
  TextField,
  up,
} from '@amora/ui';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { useCreatePreview, usePublishVariant, useVariants } from './api';
import { BACKOFFICE_NAMESPACE, languageName } from './i18n';
import { ImagesSection } from './ImagesSection';
import { Page, problemOf, QueryProblem } from './parts';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${up('lg')} {
    grid-template-columns: minmax(0, 26rem) minmax(0, 1fr);
    align-items: start;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Preview = styled.iframe`
  width: 100%;
  height: 720px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** What the form holds: text as typed; the dates as the `datetime-local` inputs give them. */
interface Draft {
  key: string;
  family: string;
  slug: string;
  niche: string;
  language: string;
  headline: string;
  copy: string;
  cta: string;
  weight: string;
  home: boolean;
  starts_at: string;
  ends_at: string;
  status: LanderStatus;
  images: LanderVariant['images'];
}

const EMPTY: Draft = {
  key: '',
  family: 'video',
  slug: '',
  niche: '',
  language: '',
  headline: '',
  copy: '',
  cta: '',
  weight: '100',
  home: false,
  starts_at: '',
  ends_at: '',
  status: 'draft',
  images: [],
};

/** An ISO instant as a `datetime-local` value in the browser's zone, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

function draftOf(variant: LanderVariant): Draft {
  return {
    key: variant.key,
    family: variant.family,
    slug: variant.slug,
    niche: variant.niche ? String(variant.niche) : '',
    language: variant.language ?? '',
    headline: variant.headline ?? '',
    copy: variant.copy ?? '',
    cta: variant.cta ?? '',
    weight: String(variant.weight),
    home: variant.home,
    starts_at: toLocalInput(variant.starts_at),
    ends_at: toLocalInput(variant.ends_at),
    status: variant.status,
    images: variant.images,
  };
}

/** The body the server checks (the same contract as the command line's JSON file). */
function inputOf(draft: Draft, status: LanderStatus): LanderVariantInput {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    key: draft.key.trim(),
    family: draft.family as LanderVariantInput['family'],
    slug: draft.slug.trim(),
    ...(draft.niche ? { niche: Number(draft.niche) } : {}),
    ...(draft.language ? { language: draft.language as LanderVariantInput['language'] } : {}),
    headline: text(draft.headline),
    copy: text(draft.copy),
    cta: text(draft.cta),
    // The thumbnail's URL is the console's; the variant names the stored file only.
    images: draft.images.map(({ file, alt }) => ({ file, alt: alt.trim() })),
    weight: Number(draft.weight),
    home: draft.home,
    starts_at: fromLocalInput(draft.starts_at),
    ends_at: fromLocalInput(draft.ends_at),
    status,
  };
}

/** `/backoffice/landers/new` and `/backoffice/landers/{key}`: the editor. */
export function VariantEditorPage() {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const { key } = useParams();
  const variants = useVariants();
  const existing = key ? variants.data?.variants.find((variant) => variant.key === key) : undefined;
  if (key && variants.isPending) return <Spinner block label={t('landers.loading')} />;
  if (key && variants.isError) return <QueryProblem query={variants} title={t('landers.loadFailed')} />;
  if (key && !existing)
    return (
      <Page>
        <Alert tone="danger">{t('landers.editor.notFound', { key })}</Alert>
        <Link to="/">{t('landers.back')}</Link>
      </Page>
    );
  return (
    <Editor key={key ?? 'new'} initial={existing ? draftOf(existing) : EMPTY} editing={Boolean(existing)} />
  );
}

function Editor({ initial, editing }: { initial: Draft; editing: boolean }) {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const [draft, setDraft] = useState(initial);
  // Once stored, the key is the variant's name for good (publishing again updates it).
  const [stored, setStored] = useState(editing);
  const publish = usePublishVariant();
  const preview = useCreatePreview();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  // The live preview: the draft is stored for the preview a moment after the typing stops.
  const body = useMemo(() => inputOf(draft, draft.status), [draft]);
  const { mutate: makePreview } = preview;
  useEffect(() => {
    if (!body.key) return undefined;
    const timer = setTimeout(() => {
      makePreview(body, { onSuccess: (created) => setPreviewUrl(created.url) });
    }, 700);
    return () => clearTimeout(timer);
  }, [body, makePreview]);

  const fieldErrors =
    (publish.error && isHttpError(publish.error) ? publish.error.fields : null) ??
    (preview.error && isHttpError(preview.error) ? preview.error.fields : {});
  const errorOf = (field: string) => fieldErrors[field] ?? null;

  const save = (status: LanderStatus) => (event?: FormEvent) => {
    event?.preventDefault();
    setSaved(null);
    publish.mutate(inputOf(draft, status), {
      onSuccess: () => {
        setDraft((d) => ({ ...d, status }));
        setStored(true);
        setSaved(status === 'live' ? t('landers.editor.published') : t('landers.editor.savedDraft'));
      },
    });
  };

  const options = (values: readonly string[], label: (value: string) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <Page>
      <Link to="/">{t('landers.back')}</Link>
      <h1>{editing ? t('landers.editor.editTitle', { key: draft.key }) : t('landers.editor.newTitle')}</h1>
      <Layout>
        <Form onSubmit={save('live')} noValidate aria-label={t('landers.editor.formLabel')}>
          <TextField
            label={t('landers.key')}
            hint={t('landers.editor.keyHint')}
            value={draft.key}
            readOnly={stored}
            error={errorOf('key')}
            onChange={(e) => set('key', e.target.value)}
          />
          <SelectField
            label={t('landers.family')}
            value={draft.family}
            error={errorOf('family')}
            onChange={(e) => set('family', e.target.value)}
            options={options(LANDER_FAMILIES, (v) => t(`landers.families.${v}`))}
          />
          <TextField
            label={t('landers.editor.slug')}
            hint={t('landers.editor.slugHint')}
            value={draft.slug}
            error={errorOf('slug')}
            onChange={(e) => set('slug', e.target.value)}
          />
          <SelectField
            label={t('landers.niche')}
            value={draft.niche}
            placeholder={t('landers.editor.nicheOfSlug')}
            onChange={(e) => set('niche', e.target.value)}
            options={LANDER_NICHES.map((name, index) => ({
              value: String(index + 1),
              label: t(`landers.niches.${name}`),
            }))}
          />
          <SelectField
            label={t('landers.language')}
            value={draft.language}
            placeholder={t('landers.anyLanguage')}
            error={errorOf('language')}
            onChange={(e) => set('language', e.target.value)}
            options={options(LOCALES, (v) => languageName(v, i18n.language))}
          />
          <TextField
            label={t('landers.editor.headline')}
            value={draft.headline}
            maxLength={120}
            error={errorOf('headline')}
            onChange={(e) => set('headline', e.target.value)}
          />
          <TextAreaField
            label={t('landers.editor.copy')}
            value={draft.copy}
            maxLength={600}
            rows={4}
            error={errorOf('copy')}
            onChange={(e) => set('copy', e.target.value)}
          />
          <TextField
            label={t('landers.editor.cta')}
            value={draft.cta}
            maxLength={40}
            error={errorOf('cta')}
            onChange={(e) => set('cta', e.target.value)}
          />
          <TextField
            label={t('landers.weight')}
            hint={t('landers.editor.weightHint')}
            inputMode="numeric"
            value={draft.weight}
            error={errorOf('weight')}
            onChange={(e) => set('weight', e.target.value)}
          />
          <SwitchField
            label={t('landers.editor.home')}
            checked={draft.home}
            onChange={(checked) => set('home', checked)}
          />
          <TextField
            type="datetime-local"
            label={t('landers.editor.startsAt')}
            value={draft.starts_at}
            error={errorOf('starts_at')}
            onChange={(e) => set('starts_at', e.target.value)}
          />
          <TextField
            type="datetime-local"
            label={t('landers.editor.endsAt')}
            value={draft.ends_at}
            error={errorOf('ends_at')}
            onChange={(e) => set('ends_at', e.target.value)}
          />
          <SelectField
            label={t('landers.status')}
            value={draft.status}
            disabled
            onChange={() => undefined}
            options={options(LANDER_STATUSES, (v) => t(`landers.statuses.${v}`))}
          />
          <ImagesSection
            images={draft.images}
            onChange={(update) => setDraft((d) => ({ ...d, images: update(d.images) }))}
            errorOf={errorOf}
          />
          {publish.isError ? (
            <Alert tone="danger">{problemOf(publish.error, t('landers.changeFailed'))}</Alert>
          ) : null}
          {saved ? <Alert tone="success">{saved}</Alert> : null}
          <ButtonRow>
            <Button type="submit" busy={publish.isPending}>
              {t('landers.editor.publishNow')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={publish.isPending}
              onClick={() => save('draft')()}
            >
              {t('landers.editor.saveDraft')}
            </Button>
          </ButtonRow>
        </Form>
        <section aria-labelledby="preview-title">
          <h2 id="preview-title">{t('landers.editor.previewTitle')}</h2>
          <MutedText>{t('landers.editor.previewExplain')}</MutedText>
          {preview.isError ? (
            <Alert tone="warning">{problemOf(preview.error, t('landers.editor.previewFailed'))}</Alert>
          ) : null}
          {previewUrl ? (
            <>
              <a href={previewUrl} target="_blank" rel="noreferrer">
                {t('landers.editor.openPreview')}
              </a>
              <Preview title={t('landers.editor.previewFrame')} src={previewUrl} />
            </>
          ) : (
            <MutedText>{t('landers.editor.previewNeedsKey')}</MutedText>
          )}
        </section>
      </Layout>
    </Page>
  );
}
