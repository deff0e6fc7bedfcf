/**
 * A profile picture is drawn afresh in the browser before it is uploaded, so that what leaves the
 * device is only the picture: the camera's EXIF block with its GPS position, the time, the device
 * and the owner's name (JPEG APP1, PNG text chunks, WebP EXIF/XMP) stay behind. The image is
 * decoded (with its orientation applied, as `createImageBitmap` does by default), drawn on a canvas
 * and encoded again in its own type; a GIF becomes a PNG of its first frame.
 *
 * Browser only: outside a browser (the Node tests) there is no device to protect and no canvas,
 * and the file is passed on as it is.
 */

/** The type a re-encoded picture has. */
export const reencodedType = (type: string): string => (type === 'image/gif' ? 'image/png' : type);

const inBrowser = (): boolean => typeof document !== 'undefined' && typeof window !== 'undefined';

/** The picture without its metadata, or null when the browser cannot decode it. */
export async function withoutMetadata(file: Blob): Promise<Blob | null> {
  if (!inBrowser()) return file;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (context === null) return null;
    context.drawImage(bitmap, 0, 0);
    const type = reencodedType(file.type);
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(
        (blob) => resolve(blob !== null && blob.type === type ? blob : null),
        type,
        0.9,
      ),
    );
  } catch {
    return null;
  } finally {
    bitmap?.close();
  }
}
