/** Profile › Your data: 'Download my data' (issue 19). Placeholder until built. */
export function DataExportCard() {
  return null;
}
