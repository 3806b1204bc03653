import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors';

// The one path an uploaded image takes before it is stored (avatars, property
// photos, later chore photos): the bytes' own signature decides what it is,
// then it is decoded and re-encoded, so nothing of the original file — EXIF,
// GPS, XMP, comments, trailing bytes, a script in disguise — is ever served.

export const NOT_AN_IMAGE_MESSAGE = 'Please choose a JPEG, PNG, WebP, GIF, AVIF or HEIC image';
export const UNREADABLE_IMAGE_MESSAGE = 'This image could not be read; please choose another one';

/** Decompression bombs: a small file that unpacks into billions of pixels is refused. */
const MAX_INPUT_PIXELS = 60_000_000;

export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic';

/** sharp's name for what the bytes are (not the file name, not the claimed type). */
function acceptedFormat(metadata: Metadata): AcceptedFormat | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return metadata.format;
    case 'heif':
      // AVIF and HEIC share the HEIF container; the compression tells them apart.
      return metadata.compression === 'av1' ? 'avif' : 'heic';
    default:
      return null;
  }
}

/** A stored version of an image: WebP, upright, no metadata. */
export type Rendition = {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  extension: 'webp';
};

/**
 * Checks the signature (400 `bad_request` NOT_AN_IMAGE_MESSAGE unless JPEG,
 * PNG, WebP, GIF, AVIF or HEIC), then makes one rendition per longest side
 * asked for: turned upright by its EXIF orientation, every metadata block
 * dropped, fitted inside maxSide x maxSide (never enlarged), written as WebP.
 * The first frame of an animation is kept. A file that cannot be decoded
 * answers 400 UNREADABLE_IMAGE_MESSAGE.
 */
export async function processImage(
  input: Buffer,
  maxSides: readonly number[],
  options: { quality?: number } = {},
): Promise<Rendition[]> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('bad_request', NOT_AN_IMAGE_MESSAGE);
  }
  if (!acceptedFormat(metadata)) throw new AppError('bad_request', NOT_AN_IMAGE_MESSAGE);
  try {
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).rotate();
    const renditions: Rendition[] = [];
    for (const maxSide of maxSides) {
      const { data, info } = await upright
        .clone()
        .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: options.quality ?? 85 })
        .toBuffer({ resolveWithObject: true });
      renditions.push({
        bytes: data,
        width: info.width,
        height: info.height,
        contentType: 'image/webp',
        extension: 'webp',
      });
    }
    return renditions;
  } catch {
    // Truncated files, pixel bombs, and HEIC (the prebuilt libvips cannot decode HEVC).
    throw new AppError('bad_request', UNREADABLE_IMAGE_MESSAGE);
  }
}
