import type { Job } from 'bullmq';
import { Ping } from '../../shared/db/entities/ping.entity.js';
import { pingQueue } from '../../shared/jobs/ping.js';
import type { WorkerDeps } from '../deps.js';
import { processRecord } from '../lib/record-processor.js';

/** Answer a ping: proves queue → worker → Postgres → notification end to end. */
export function pingProcessor(deps: WorkerDeps) {
  return async (job: Job): Promise<string> => {
    pingQueue.assertPayload(job.data);
    const { pingId } = job.data;
    return processRecord(deps, job, {
      entity: Ping,
      id: pingId,
      claim: 'none', // the answer needs nothing from the record: one UPDATE does claim and result
      work: async () => ({ status: 'succeeded', result: { pong: true, worker: process.pid, at: new Date().toISOString() } }),
    });
  };
}
