import { Loaded } from '../components/Loaded.tsx';
import { JobList } from './JobList.tsx';
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
      <Loaded query={jobs}>
        {(list) => <JobList jobs={list.filter(only)} label={title} teamId={teamId} />}
      </Loaded>
    </section>
  );
}
