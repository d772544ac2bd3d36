import { createHash } from 'node:crypto';
import { base64UrlEncode, codeChallengeFor, randomUrlSafeString } from '../../../src/utils/pkce';
import { compareId } from '../../../src/utils/ids';
import { installWebCrypto } from '../fixtures';

beforeAll(installWebCrypto);

describe('PKCE', () => {
  it('the challenge is base64url(sha256(verifier)) (RFC 7636 appendix B vector)', async () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(await codeChallengeFor(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('matches Node’s own SHA-256 for random verifiers', async () => {
    const verifier = randomUrlSafeString();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expected = createHash('sha256').update(verifier).digest('base64url');
    expect(await codeChallengeFor(verifier)).toBe(expected);
  });

  it('base64url has no padding or +/', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 191]))).toBe('-_-_');
  });
});

describe('ids', () => {
  it('compares by length, then lexically', () => {
    expect(compareId('10', '9')).toBeGreaterThan(0);
    expect(compareId('a1', 'a2')).toBeLessThan(0);
    expect(compareId('5', '5')).toBe(0);
  });
});
