// cluster.routing.allocation.enable on the shards screen: while it is not 'all' an alert at the
// top names the value and its scope, with the control to change it or set it back; while it is
// 'all' a compact 'Allocation: all' entry in the toolbar opens the same control.
import { useCallback, useMemo } from 'react';
import { Alert } from '@mantine/core';
import { OnDemandPopover } from '../../../components/OnDemandPopup/OnDemandPopover';
import { IconAlertTriangle, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { clusterSettingsApi } from '../../../api/clusterSettingsApi';
import { ASK_WHEN_OLD, screenQuery, useScreenQuery } from '../../../api/screenQuery';
import { AllocationEnableControl } from '../../../components/AllocationEnable/AllocationEnableControl';
import {
  allocationState,
  type AllocationState,
} from '../../../components/AllocationEnable/allocationEnable';
import { PlainButton } from '../../../components/PlainControls/plainButtons';

const WITHOUT_DEFAULTS = { includeDefaults: false };

export interface AllocationStatus {
  /** Null until the settings arrived (or when they cannot be read: then nothing shows). */
  state: AllocationState | null;
  refetch: () => Promise<unknown>;
}

/** The cluster settings set by hand, where the allocation setting is read. */
export const ALLOCATION_SETTINGS = screenQuery(
  clusterSettingsApi.endpoints.getClusterSettings,
  () => WITHOUT_DEFAULTS,
  { mounted: ASK_WHEN_OLD },
);

export function useAllocationStatus(): AllocationStatus {
  const query = useScreenQuery(ALLOCATION_SETTINGS);
  const { refetch, data } = query;
  return {
    state: useMemo(() => (data ? allocationState(data) : null), [data]),
    refetch: useCallback(() => refetch(), [refetch]),
  };
}

interface AllocationProps {
  state: AllocationState | null;
  writeReason: string | null;
  engine: string;
}

/** The alert at the top of the screen while allocation is restricted; nothing otherwise. */
export function AllocationAlert({ state, writeReason, engine }: AllocationProps) {
  const { t } = useTranslation();
  if (!state || state.value === 'all') return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle />}
      title={t('shards.allocation.restricted', {
        value: state.value,
        source: t(`components.allocationEnable.source.${state.source}`),
      })}
      role="alert"
    >
      <AllocationEnableControl state={state} writeReason={writeReason} engine={engine} />
    </Alert>
  );
}

/** The toolbar entry while allocation is 'all'; nothing otherwise (the alert shows instead). */
export function AllocationMenu({ state, writeReason, engine }: AllocationProps) {
  const { t } = useTranslation();
  if (!state || state.value !== 'all') return null;
  return (
    // The confirmation opens outside the popover: a click there must not close it mid-way.
    <OnDemandPopover
      position="bottom-start"
      width={420}
      withinPortal
      shadow="md"
      closeOnClickOutside={false}
      target={
        <PlainButton size="xs" rightSection={<IconChevronDown size={14} />}>
          {t('shards.allocation.menu', { value: state.value })}
        </PlainButton>
      }
    >
      <AllocationEnableControl state={state} writeReason={writeReason} engine={engine} />
    </OnDemandPopover>
  );
}
