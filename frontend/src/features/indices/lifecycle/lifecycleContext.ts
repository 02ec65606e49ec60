// What the lifecycle cells and menu items of the indices table read: the managed indices by name
// (undefined while they load, or where the cluster has no lifecycle API), the texts translated
// once per language, and the handler that opens the explain view or runs a fix. A context keeps
// the column definitions stable: a new answer renders only the cells in view again.
import { createContext } from 'react';
import type { LifecycleKind } from '../../../engine/lifecycle';
import type { TFunction } from '../../../i18n/translate';
import { labelTemplate } from '../table/rowLabels';
import type { LifecycleAction } from './lifecycleMenu';
import type { ManagedIndexMap } from './lifecycleRows';

export interface LifecycleLabels {
  /** The cell's name: 'Explain the lifecycle of {index}'. */
  explain: (index: string) => string;
  /** The cell's hover text. */
  explainHint: string;
}

export function lifecycleLabels(t: TFunction): LifecycleLabels {
  return {
    explain: labelTemplate(t, 'indices.lifecycle.cell.explain', ['index']),
    explainHint: t('indices.lifecycle.cell.hint'),
  };
}

export interface IndexLifecycleEnvironment {
  kind: LifecycleKind;
  managed: ManagedIndexMap | undefined;
  labels: LifecycleLabels;
  /** Whether write items are offered. */
  writes: boolean;
  onAction: (action: LifecycleAction, indices: string[]) => void;
}

export const IndexLifecycleContext = createContext<IndexLifecycleEnvironment | null>(null);
