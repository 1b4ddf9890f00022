import {
  FREE_CONVERSATIONS,
  FREE_PHOTO_LIMIT,
  PREMIUM_PHOTO_LIMIT,
  type CompanyInfo,
  type Locale,
  type SiteSettings,
} from '@amora/contracts';
import { jsonFetch, setUpAreaHarness, type FetchMock } from '@amora/testing';
import { fireEvent, waitFor } from '@testing-library/react';
import * as app from '../../exports/app';
import { aCompany, infoSettings } from './test-support/info-fixtures';
import { loadInfoContent, type InfoContent } from './useInfoContent';

const companyFetch = (company: CompanyInfo = aCompany()): FetchMock =>
  jest.fn(jsonFetch({ 'GET /api/companyinfo.php': { body: { company } } }));

const companyCalls = (fetch: FetchMock) =>
  fetch.mock.calls.filter(([input]) => String(input).startsWith('/api/companyinfo.php')).length;

let en: Required<InfoContent>;
let de: Required<InfoContent>;
beforeAll(async () => {
  en = (await loadInfoContent('en')) as Required<InfoContent>;
  de = (await loadInfoContent('de')) as Required<InfoContent>;
});

describe('information pages', () => {
  jest.setTimeout(30_000);
  const harness = setUpAreaHarness(app, 'mf_account');

  async function open(
    path: string,
    {
      fetch = companyFetch(),
      settings = infoSettings(),
      locale = 'en',
    }: { fetch?: FetchMock; settings?: SiteSettings; locale?: Locale } = {},
  ) {
    const { parcel, view } = await harness.mountAt(path, { fetch, settings, locale });
    // The first mount of a file reads the area and its texts; on a busy machine that takes seconds.
    await view.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    return { view, fetch, parcel };
  }

  it('shows the terms with the company data filled in, the version date and the company block', async () => {
    const { view } = await open('/terms');

    expect(view.getByRole('heading', { level: 1 })).toHaveTextContent(en.terms.title);
    expect(view.getByText('Version of December 1, 2023')).toBeInTheDocument();
    expect(
      view.getByText(/^Amora is operated by Amora Media B\.V\., Keizersgracht 100, Amsterdam, Netherlands/),
    ).toHaveTextContent(
      'registered with the Chamber of Commerce under number 87654321 and trading as Amora, Amora Dating',
    );
    expect(view.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 2, name: 'Company details' })).toBeInTheDocument();
    expect(view.getByText('VAT numbers').nextSibling).toHaveTextContent('NL862211345B01');
    expect(view.getByText('Trade names').nextSibling).toHaveTextContent('Amora, Amora Dating');
    expect(harness.domElement).not.toHaveTextContent('{{');
    expect(document.title).toBe(en.terms.title);
  });

  it('dates the terms by the company when it was added after 1 December 2023', async () => {
    const { view } = await open('/terms', {
      fetch: companyFetch(aCompany({ added: '2025-03-15T08:00:00Z' })),
    });
    expect(view.getByText('Version of March 15, 2025')).toBeInTheDocument();
    expect(view.getByText(/This version applies from March 15, 2025\./)).toBeInTheDocument();
  });

  it('shows the US privacy notice to English visitors from the US', async () => {
    const { view } = await open('/privacy', { settings: infoSettings({ geoip_country: 'US' }) });
    expect(view.getByRole('heading', { level: 1 })).toHaveTextContent(en['privacy-us'].title);
    expect(view.getByRole('heading', { level: 2, name: 'Company details' })).toBeInTheDocument();
  });

  it('shows the European privacy statement to visitors from elsewhere', async () => {
    const { view } = await open('/privacy');
    expect(view.getByRole('heading', { level: 1 })).toHaveTextContent(en.privacy.title);
  });

  it('shows the translated privacy statement to German-speaking visitors from the US', async () => {
    const { view } = await open('/privacy', {
      settings: infoSettings({ geoip_country: 'US' }),
      locale: 'de',
    });
    expect(view.getByRole('heading', { level: 1 })).toHaveTextContent(de.privacy.title);
    expect(view.getByText('Angaben zum Unternehmen')).toBeInTheDocument();
  });

  it('links the support phone without dashes and spaces, the e-mail address and the complaints page', async () => {
    const { view } = await open('/service');

    const phone = view.getByRole('link', { name: '+31 20-555 12 34' });
    expect(phone).toHaveAttribute('href', 'tel:+31205551234');
    expect(view.getByRole('link', { name: 'help@amora.test' })).toHaveAttribute(
      'href',
      'mailto:help@amora.test',
    );
    expect(view.getByRole('link', { name: 'Submit a complaint' })).toHaveAttribute('href', '/complaints');
    expect(view.getByText(/You can call us on \+31 20-555 12 34 on working days/)).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 2, name: 'Company details' })).toBeInTheDocument();
  });

  it('leaves the company block off the other pages and shows the FAQ questions as headings', async () => {
    const { view } = await open('/faq');
    expect(view.getByRole('heading', { level: 2, name: en.faq.sections[0]!.heading })).toBeInTheDocument();
    expect(view.getAllByRole('heading', { level: 2 })).toHaveLength(en.faq.sections.length);
    expect(view.queryByText('Company details')).toBeNull();
  });

  it('fills the refund period of the site into the return policy', async () => {
    const { view } = await open('/return-policy', { settings: infoSettings({ refund_days: 30 }) });
    expect(view.getAllByText(/within 30 days of the purchase/).length).toBeGreaterThan(0);
  });

  it('fills the limits the server enforces into the terms', async () => {
    const { view } = await open('/terms');
    expect(
      view.getByText(
        new RegExp(
          `upload up to ${FREE_PHOTO_LIMIT} photos and start up to ${FREE_CONVERSATIONS} conversations`,
        ),
      ),
    ).toBeInTheDocument();
    expect(view.getByText(new RegExp(`upload up to ${PREMIUM_PHOTO_LIMIT} photos\\.`))).toBeInTheDocument();
  });

  it('fetches the company data once for every information page', async () => {
    const { fetch, parcel } = await open('/terms');
    await parcel.unmount();
    await harness.mountAt('/privacy', { platform: harness.platform });

    expect(
      await harness.area().findByRole('heading', { level: 1, name: en.privacy.title }),
    ).toBeInTheDocument();
    expect(companyCalls(fetch)).toBe(1);
  });

  it('switches the text when the language changes', async () => {
    const { view } = await open('/cookies');
    await harness.platform.i18n.changeLanguage('de');
    expect(await view.findByRole('heading', { level: 1, name: de.cookies.title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(de.cookies.title));
  });

  it('offers a retry when the company data cannot be loaded', async () => {
    const fetch: FetchMock = jest.fn(
      jsonFetch({
        'GET /api/companyinfo.php': {
          status: 500,
          body: { error: 'internal_error', message: 'Something went wrong on our side.' },
        },
      }),
    );
    await harness.mountAt('/terms', { fetch, settings: infoSettings() });
    const view = harness.area();

    const panel = await view.findByRole('alert');
    expect(panel).toHaveTextContent('This page could not be loaded');
    expect(panel).toHaveTextContent('Something went wrong on our side.');

    fetch.mockImplementation(companyFetch());
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));

    expect(await view.findByRole('heading', { level: 1, name: en.terms.title })).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    const fetch: FetchMock = jest.fn(
      (_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => undefined),
    );
    await harness.mountAt('/ban', { fetch, settings: infoSettings() });
    expect(await harness.area().findByRole('status')).toHaveTextContent('Loading…');
  });
});
