import { readFile } from 'node:fs/promises';
import { fromBuffer, type Entry } from 'yauzl';
import { Mailbox } from '../support/account-pages';
import { expect, test } from '../support/fixtures';
import { aMember } from '../support/members';

/** The ZIP's entries by path, each as text. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const files = new Map<string, string>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('a member asks for a copy of their data, waits for it and downloads the ZIP', async ({ page }) => {
  // A paying member: the archive's money trail has a purchase and its payment.
  const member = await aMember(page.request, 'exporter', { paid: true });
  await page.goto('/notifications');
  const section = page.getByRole('region', { name: 'Download your data' });
  await section.getByRole('button', { name: 'Request my data' }).click();

  // Made in the background by the server's scheduled job; the section follows it.
  const download = section.getByRole('link', { name: 'Download my data (ZIP)' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/Your copy is ready \(.+\)\. You can download it until/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Request my data' })).toBeHidden();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await unzip(await readFile((await file.path())!));
  expect([...files.keys()]).toEqual(
    expect.arrayContaining([
      'profile.json',
      'photos.json',
      'likes.json',
      'matches.json',
      'push-devices.json',
      'credits/ledger.json',
      'credits/payments.json',
    ]),
  );
  const profile = JSON.parse(files.get('profile.json')!) as { account: { email: string; credits: number } };
  expect(profile.account.email).toBe(member.email);
  const ledger = JSON.parse(files.get('credits/ledger.json')!) as {
    balance: number;
    entries: Array<{ kind: string; amount: number }>;
  };
  expect(ledger.entries.map((e) => e.kind)).toContain('purchase');
  expect(ledger.entries.reduce((sum, e) => sum + e.amount, 0)).toBe(ledger.balance);
  expect(ledger.balance).toBe(profile.account.credits);
  const payments = JSON.parse(files.get('credits/payments.json')!) as Array<{
    method: string;
    status: string;
  }>;
  expect(payments).toEqual([expect.objectContaining({ method: 'ideal', status: 'completed' })]);

  // Two requests for a new copy at the same moment make one export; the other is refused with the reason.
  const ask = () =>
    page.request.post('/api/export.php', { headers: { 'x-request-type': 'client' }, data: {} });
  const answers = await Promise.all([ask(), ask()]);
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 409]);
  const refused = answers.find((a) => a.status() === 409)!;
  expect(((await refused.json()) as { error: string }).error).toBe('export_in_progress');

  // The e-mail says it is ready, in the member's language, with the way to the settings page.
  await new Mailbox(page).open(member.email);
  await expect(
    page.getByText('Your Amora data is ready to download', { exact: false }).first(),
  ).toBeVisible();
});
