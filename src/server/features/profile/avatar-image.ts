import { PROFILE_LIMITS } from '@shared/api/profile';
import { processImage, type Rendition } from '../../platform/images/pipeline';

export type ProcessedAvatar = Rendition;

/**
 * The shared image pipeline (platform/images) with the avatar's size: fitted
 * inside 512x512, WebP, upright, every metadata block dropped.
 */
export async function processAvatar(input: Buffer): Promise<ProcessedAvatar> {
  const [avatar] = await processImage(input, [PROFILE_LIMITS.avatarPixels]);
  if (!avatar) throw new Error('processImage returned no rendition');
  return avatar;
}
