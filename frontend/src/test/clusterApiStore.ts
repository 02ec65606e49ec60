// A store holding only the connection and the cluster data cache, for tests of cluster queries.
import { configureStore } from '@reduxjs/toolkit';
import { clusterApi } from '../api/clusterApi';
import type { ConnectionState } from '../api/types';
import { isSerializableJsonValue } from '../lib/json';

export function clusterApiStore(connection: ConnectionState) {
  return configureStore({
    reducer: {
      connection: (state: ConnectionState = connection) => state,
      [clusterApi.reducerPath]: clusterApi.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { isSerializable: isSerializableJsonValue } }).concat(
        clusterApi.middleware,
      ),
  });
}
