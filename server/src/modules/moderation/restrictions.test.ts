import { canonicalEmail } from './restrictions.js';

describe('the address a ban is kept under', () => {
  it('is trimmed and lower-cased, as accounts compare addresses', () => {
    expect(canonicalEmail('  Jane.Doe+Work@Example.COM ')).toBe('jane.doe+work@example.com');
  });

  it('drops what Gmail ignores: dots and the +tag, on either Gmail domain', () => {
    expect(canonicalEmail('J.a.n.e.Doe+again@GoogleMail.com')).toBe('janedoe@gmail.com');
    expect(canonicalEmail('janedoe@gmail.com')).toBe('janedoe@gmail.com');
  });

  it('leaves something that is not an address as it is (the schemas refuse it before)', () => {
    expect(canonicalEmail('no-at-sign')).toBe('no-at-sign');
  });
});
