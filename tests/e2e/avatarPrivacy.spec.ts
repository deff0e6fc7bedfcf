/**
 * A profile picture leaves the device without its metadata: a JPEG straight from a phone carries
 * an EXIF block (APP1) with the GPS position where it was taken. The browser draws it afresh
 * before the upload (src/services/imageReencode.ts), so the stored picture has none of it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, toast } from './helpers/signIn';

/** Where the picture was taken, as the EXIF block says it (and nothing else may). */
const WHERE = 'GPS 57.7089N 11.9746E Goteborg';

/** A small JPEG made by the browser, with an EXIF APP1 segment (a GPS IFD) put in after SOI. */
async function jpegWithGps(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 16;
    canvas.height = 12;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#2a6f97';
    context.fillRect(0, 0, 16, 12);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg'));
    if (!blob) throw new Error('no jpeg');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  const jpeg = Buffer.from(base64, 'base64');
  expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  // TIFF header (big endian), IFD0 with one entry: GPSInfo (0x8825) → the GPS IFD at 26, whose
  // one entry is GPSLatitudeRef 'N'; then the place as plain text, as cameras add maker notes.
  const tiff = Buffer.concat([
    Buffer.from('MM\0*\0\0\0\x08', 'latin1'),
    Buffer.from([0, 1, 0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26, 0, 0, 0, 0]),
    Buffer.from([0, 1, 0, 1, 0, 2, 0, 0, 0, 2, 0x4e, 0, 0, 0, 0, 0, 0, 0]),
    Buffer.from(WHERE, 'latin1'),
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), length, payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

test('a JPEG with EXIF and GPS is uploaded without them', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/profile');
  const picture = await jpegWithGps(page);
  expect(picture.includes(Buffer.from('Exif'))).toBe(true);
  expect(picture.includes(Buffer.from(WHERE))).toBe(true);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'semester.jpg', mimeType: 'image/jpeg', buffer: picture });
  await page.getByRole('button', { name: 'Ladda upp bild' }).click();
  await expect(toast(page, 'Profilbild uppdaterad')).toBeVisible();

  // What Storage keeps: the picture as it is served to everybody.
  const image = page.locator('header [data-avatar] img').first();
  await expect(image).toHaveAttribute('src', /\/avatars\/.+\.jpg/);
  const stored = Buffer.from(
    await page.evaluate(
      async (src) => {
        const bytes = new Uint8Array(await (await fetch(src)).arrayBuffer());
        let text = '';
        for (const byte of bytes) text += String.fromCharCode(byte);
        return btoa(text);
      },
      (await image.getAttribute('src')) ?? '',
    ),
    'base64',
  );
  expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(stored.includes(Buffer.from('Exif'))).toBe(false);
  expect(stored.includes(Buffer.from(WHERE))).toBe(false);
  expect(stored.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
});
