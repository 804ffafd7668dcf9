/**
 * Upload calls as a team's staff makes them, for integration tests on a `Stack`: send a dock file
 * or a quick import, follow the job over SSE to its end, map a name to a player.
 */
import { expect } from 'vitest';
import { postFile, readSse, type GraphQLResponse } from './client.ts';
import type { Stack } from './stack.ts';

export interface SkippedResult {
  key: string;
  label: string | null;
  samples: number;
  reason: string;
  playerId: string | null;
}

export interface JobResult {
  id: string;
  state: string;
  code: string | null;
  eventIds: string[];
  skipped: SkippedResult[];
  summary: {
    kept: number;
    devices: { key: string; deviceId: string | null }[];
    overlaps: { samples: number }[];
  } | null;
}

const JOB = `id state code eventIds skipped { key label samples reason playerId }
  summary { kept devices { key deviceId } overlaps { samples } }`;

export interface QuickOptions {
  readonly startDate?: string;
  readonly fileName?: string;
  readonly deviceId?: string;
}

export function uploadCalls(s: Stack, teamId: string, headers: Record<string, string>) {
  async function send(
    mutation: string,
    args: Record<string, unknown>,
    declared: string,
    name: string,
    content: string | Uint8Array,
  ): Promise<GraphQLResponse<Record<string, JobResult>>> {
    const passed = Object.keys(args).map((k) => `${k}: $${k}`);
    const query = `mutation ($file: File!${declared}) { ${mutation}(file: $file, ${passed.join(', ')}) { ${JOB} } }`;
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    return postFile(s.url, query, args, { name, bytes }, headers);
  }
  /** Variables given, and their declarations. */
  const optional = (values: Record<string, string | undefined>, types: Record<string, string>) => {
    const given = Object.entries(values).filter(([, value]) => value !== undefined);
    return {
      args: Object.fromEntries(given),
      declared: given.map(([name]) => `, $${name}: ${types[name]}`).join(''),
    };
  };

  return {
    /** The job's answer to the mutation (which must not be refused). */
    jobOf(response: GraphQLResponse<Record<string, JobResult>>): JobResult {
      expect(response.errors).toBeUndefined();
      return Object.values(response.data!)[0]!;
    },

    /** The job as it ended (COMPUTED, FAILED or DUPLICATE), followed with `jobUpdated`. */
    async follow(jobId: string): Promise<JobResult> {
      const response = await fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
        body: JSON.stringify({ query: `subscription { jobUpdated(jobId: "${jobId}") { ${JOB} } }` }),
      });
      const stream = readSse<GraphQLResponse<{ jobUpdated: JobResult }>>(response);
      try {
        for (;;) {
          const job = (await stream.next(30_000)).data?.jobUpdated;
          if (!job) throw new Error('no job');
          if (['COMPUTED', 'FAILED', 'DUPLICATE'].includes(job.state)) return job;
        }
      } finally {
        await stream.close();
      }
    },

    dock(content: string, startDate?: string) {
      const { args, declared } = optional({ startDate }, { startDate: 'DateTime' });
      return send('uploadDockFile', { teamId, ...args }, `, $teamId: ID${declared}`, 'dock.csv', content);
    },

    quick(content: string | Uint8Array, name: string, options: QuickOptions = {}) {
      const { args, declared } = optional(
        { startDate: options.startDate, deviceId: options.deviceId },
        { startDate: 'DateTime', deviceId: 'ID' },
      );
      return send(
        'quickImport',
        { teamId, name, type: 'TRAINING', ...args },
        `, $teamId: ID!, $name: String!, $type: EventType!${declared}`,
        options.fileName ?? 'anonymized_data.csv',
        content,
      );
    },

    mapTag(name: string, target: { playerId?: string; deviceId?: string }) {
      return s.must<{
        mapTag: { name: string; playerId: string | null; playerName: string | null; deviceId: string | null };
      }>(
        `mutation ($t: ID!, $n: String!, $p: ID, $d: ID) { mapTag(teamId: $t, name: $n, playerId: $p, deviceId: $d) {
           name playerId playerName deviceId deviceName } }`,
        { t: teamId, n: name, p: target.playerId ?? null, d: target.deviceId ?? null },
        headers,
      );
    },
  };
}
