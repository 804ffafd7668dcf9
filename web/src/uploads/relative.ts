/**
 * Files whose times are relative (Kinexon's CSV: `ts in ms` counts from the recording's start):
 * told from their first line, so that a form asks for the start before sending one. The server
 * says the same (`MISSING_START_DATE`) and reads a ZIP archive's entries itself.
 */

/** Whether a file's first line is a Kinexon header (`ts in ms`, `sensor id`…, any case or quotes). */
export function relativeHeader(head: string): boolean {
  const line = head.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const fields = line.split(',').map((field) =>
    field
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim()
      .toLowerCase(),
  );
  return ['ts in ms', 'sensor id', 'x in m', 'y in m'].every((name) => fields.includes(name));
}

/** Whether one of the files holds relative times (their first 4 KiB are read). */
export async function anyRelative(files: readonly File[]): Promise<boolean> {
  const heads = await Promise.all(files.map((file) => file.slice(0, 4096).text()));
  return heads.some(relativeHeader);
}
