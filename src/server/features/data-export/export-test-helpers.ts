import yauzl from 'yauzl';

/**
 * For the tests and the bench: every entry of a ZIP, by name. Read with
 * yauzl (not the code that wrote it), so a ZIP only our writer understands
 * would fail here.
 */
export function readZip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError ?? new Error('Not a ZIP'));
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** An entry parsed as JSON (throws with the entry's name when it is missing). */
export function jsonEntry<T = unknown>(entries: Map<string, Buffer>, name: string): T {
  const entry = entries.get(name);
  if (!entry) throw new Error(`${name} is not in the ZIP (${[...entries.keys()].join(', ')})`);
  return JSON.parse(entry.toString('utf8')) as T;
}
