import { JobList } from './JobList.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { Loading } from '../components/Loading.tsx';
import { useTeamJobs, type Job } from './jobs.ts';

/** A team's jobs (those `only` keeps), followed live, under a title. */
export function JobsSection({
  teamId,
  title,
  only = () => true,
}: {
  readonly teamId: string;
  readonly title: string;
  readonly only?: (job: Job) => boolean;
}) {
  const jobs = useTeamJobs(teamId);
  return (
    <section className="stack" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      {jobs.isPending ? (
        <Loading />
      ) : jobs.isError ? (
        <LoadError onRetry={() => void jobs.refetch()} />
      ) : (
        <JobList jobs={jobs.data.filter(only)} label={title} />
      )}
    </section>
  );
}
