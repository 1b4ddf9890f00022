import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 defaults, the only ones every authenticator app understands. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Amora staff';

function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit TOTP secret in base32 (RFC 4226 recommends 160 bits). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The QR code of `uri` as an SVG data URL, drawn here so the set-up page loads no QR library and
 * sends the secret to no third party.
 */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step `code` belongs to, accepting one step either side of `now` for clock drift; null
 * when it is no valid code. The caller accepts a step only once (staff.totp_last_step), so a code
 * seen over a shoulder or in a log cannot be used again within its window.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
