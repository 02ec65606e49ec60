// How the ingest pipelines screen tells outcomes (components/Feedback), for the active cluster.
import { useActiveCluster } from '../../store/hooks';
import { useClusterFeedback, type Feedback } from '../../components/Feedback/feedback';

export function useFeedback(): Feedback {
  return useClusterFeedback(useActiveCluster()?.distribution ?? 'elasticsearch');
}
