import { apiSecurityHeaders, computeSecurityHeaders, isApiUrl } from './security-headers';

describe('computeSecurityHeaders', () => {
  it("yields helmet's headers for the given policy, computed once", () => {
    const headers = computeSecurityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the site is served over HTTPS', () => {
    const headers = computeSecurityHeaders({ strictTransportSecurity: true });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});

describe('apiSecurityHeaders', () => {
  it('is the short REST set with the no-store default, HSTS only when given', () => {
    expect(apiSecurityHeaders(undefined)).toEqual({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-site',
      'cache-control': 'no-store',
    });
    expect(apiSecurityHeaders('max-age=31536000')['strict-transport-security']).toBe('max-age=31536000');
  });

  it('applies to /api/ paths only', () => {
    expect(isApiUrl('/api/settings.php')).toBe(true);
    expect(isApiUrl('/api/realtime')).toBe(true);
    expect(isApiUrl('/login')).toBe(false);
    expect(isApiUrl('/apiary')).toBe(false);
  });
});
