// Thunks of this feature need only the connection slice; typing them that narrowly keeps them
// usable both by the app store and by a store holding this slice alone.
import type { Action, ThunkAction } from '@reduxjs/toolkit';
import type { ConnectionState } from '../../api/types';

export interface ConnectionRootState {
  connection: ConnectionState;
}

export type ConnectionThunk<ReturnType = void> = ThunkAction<
  ReturnType,
  ConnectionRootState,
  unknown,
  Action
>;
