import { DATA_EXPORT_TTL_HOURS } from '@shared/api/data-export';
import type { ExportSection } from './export-section';

/**
 * README.txt: what each file holds, in plain words. Written as the ZIP's last
 * entry, so it can name any upload that could not be read.
 */
export function exportReadme(input: {
  email: string;
  builtAt: Date;
  sections: ExportSection[];
  fileCount: number;
  missingFiles: string[];
}): string {
  const lines = [
    'Your Homestay data',
    '==================',
    '',
    `Exported for ${input.email} on ${input.builtAt.toISOString()} (UTC).`,
    `This file could be downloaded for ${DATA_EXPORT_TTL_HOURS} hours, by you only; then it was deleted from our servers.`,
    '',
    'Each .json file is UTF-8 JSON: an array of records, or an object of such arrays.',
    'Times are ISO 8601 in UTC; dates are YYYY-MM-DD. Other people appear by id and',
    'the name they show in the app, never with their private details.',
    '',
    ...input.sections.flatMap((section) => [`${section.file}`, `  ${section.about}`, '']),
    'files/',
    `  What you uploaded (${input.fileCount} file${input.fileCount === 1 ? '' : 's'}): your avatar, your properties' photos,`,
    '  the photos on your onboarding checklists and your chore hand-in photos,',
    '  under the same names the .json files give them (avatarFile, file, photoFile,',
    '  submissionPhotoFile).',
    '',
  ];
  if (input.missingFiles.length > 0) {
    lines.push(
      'These uploads could not be read from storage and are missing (empty) here:',
      ...input.missingFiles.map((file) => `  ${file}`),
      '',
    );
  }
  lines.push('Not included: your password, session tokens and two-step sign-in secrets.');
  return `${lines.join('\n')}\n`;
}
