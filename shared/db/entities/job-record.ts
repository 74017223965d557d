/**
 * Status of a record produced by a job (api-decisions section 5): written `pending` by the API,
 * `running` while a worker holds it, then a terminal state. Records of each resource may add
 * their own terminal states (an intent ends `parsed`, a build `built`).
 */
export type JobRecordStatus = 'pending' | 'running' | 'succeeded' | 'failed';

/** What the request-to-job mechanism needs of any record. */
export interface JobRecord {
  id: string;
  status: string;
  error: Record<string, unknown> | null;
}
