import { PROFILE_LIMITS } from '@shared/api/profile';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors';

export const NOT_AN_IMAGE_MESSAGE = 'Please choose a JPEG, PNG, WebP, GIF, AVIF or HEIC image';
export const UNREADABLE_IMAGE_MESSAGE = 'This image could not be read; please choose another one';

/** Decompression bombs: a small file that unpacks into billions of pixels is refused. */
const MAX_INPUT_PIXELS = 60_000_000;

/** sharp's name for what the bytes are (not the file name, not the claimed type). */
function acceptedFormat(metadata: Metadata): string | null {
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

export type ProcessedAvatar = { bytes: Buffer; contentType: 'image/webp'; extension: 'webp' };

/**
 * Checks the file's signature with sharp, then re-encodes it: turned upright by
 * its EXIF orientation, every metadata block (EXIF, GPS, XMP, ICC comments)
 * dropped, fitted inside 512x512, written as WebP. The first frame of an
 * animation is kept.
 */
export async function processAvatar(input: Buffer): Promise<ProcessedAvatar> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('bad_request', NOT_AN_IMAGE_MESSAGE);
  }
  if (!acceptedFormat(metadata)) throw new AppError('bad_request', NOT_AN_IMAGE_MESSAGE);
  try {
    const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate()
      .resize(PROFILE_LIMITS.avatarPixels, PROFILE_LIMITS.avatarPixels, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes, contentType: 'image/webp', extension: 'webp' };
  } catch {
    // Truncated files, pixel bombs, and HEIC (the prebuilt libvips cannot decode HEVC).
    throw new AppError('bad_request', UNREADABLE_IMAGE_MESSAGE);
  }
}
