/**
 * Which process holds a job's file. A job lives in the memory of the API process that received
 * it (its file is nowhere else), so a job whose process is gone can never end by itself: the
 * process's instance id is recorded in the job (`UploadReceived.owner`) and any other process can
 * ask whether that instance still runs. The API answers with a PostgreSQL session advisory lock
 * each process holds for its life (query/src/job-owners.ts): when a process dies, its connection
 * closes and the lock goes with it, at once.
 */
export interface JobOwners {
  /** This process's instance id, recorded in every job it receives. */
  readonly self: string;
  /** Resolves once this process's lease is held (a job received before could look orphaned). */
  ready(): Promise<void>;
  /** False once the process that recorded `instance` is gone. */
  isAlive(instance: string): Promise<boolean>;
}
