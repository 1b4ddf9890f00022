import { computeSecurityHeaders } from './security-headers';

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
