// A rollover (of a data stream or of an alias with a write index) as an RTK Query endpoint. A dry
// run changes nothing, so it makes no list old; a rollover makes the streams, indices and aliases
// lists old.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from './clusterApi';
import { rollover, type RolloverArg } from './operations/dataStreams';

export const rolloverApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    rollover: build.mutation<unknown, RolloverArg>({
      queryFn: clusterQuery(rollover),
      invalidatesTags: invalidatesOnSuccess((arg: RolloverArg) =>
        arg.dryRun ? [] : ['DataStreams', 'Indices', 'Aliases'],
      ),
    }),
  }),
});

export const { useRolloverMutation } = rolloverApi;
