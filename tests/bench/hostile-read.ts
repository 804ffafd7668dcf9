/**
 * One read of a generated CSV naming `devices` distinct devices, in a process of its own, for
 * `npm run bench -- hostile`: prints the process's peak resident set (getrusage) and the outcome
 * as JSON. Arguments: the readers' `read.ts` to use (this checkout's, or an older one's, to
 * compare), the number of devices, and the device cap.
 */
import type { readAll as ReadAll } from '@stride/command/readers/read';
import { manyDevicesCsv } from '@stride/command/upload/hostile-files';

const [readers, devicesText, maxDevicesText] = process.argv.slice(2);
const devices = Number(devicesText);
const { readAll } = (await import(readers!)) as { readAll: typeof ReadAll };
const file = manyDevicesCsv(devices);
const baseline = process.resourceUsage().maxRSS;
const started = performance.now();
let outcome: string;
try {
  const { summary } = await readAll([file], { fileName: 'devices.csv', maxDevices: Number(maxDevicesText) });
  outcome = `read ${summary.devices.length} devices`;
} catch (error) {
  outcome = (error as { code?: string }).code ?? String(error);
}
console.log(
  JSON.stringify({
    bytes: file.length,
    ms: Math.round(performance.now() - started),
    baselineMB: Math.round(baseline / 1024),
    peakMB: Math.round(process.resourceUsage().maxRSS / 1024),
    outcome,
  }),
);
