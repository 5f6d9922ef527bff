// Background jobs: how far each run is.

export interface JobProgressTable {
  queue: string;
  key: string;
  job_id: string;
  value: number;
  state: 'queued' | 'active' | 'completed' | 'failed';
  error: string | null;
  updated_at: Date;
}
