// The cluster form's protection fields: what writes the cluster allows, and the banner label
// and colour that mark its screens and its entry in the cluster menus.
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { PROTECTIONS, type Protection } from '../../../api/types';
import { CLUSTER_COLORS } from '../../../components/ClusterColor/clusterColor';
import type { ClusterFormState } from './useClusterForm';

const NO_COLOR = 'none';

function isProtection(value: string | null): value is Protection {
  return (PROTECTIONS as readonly (string | null)[]).includes(value);
}

export function ProtectionInputs({ form }: { form: ClusterFormState }) {
  const { t } = useTranslation();
  const { values, setField } = form;
  const protections = PROTECTIONS.map((value) => ({
    value,
    label: t(`clusters.form.protection.${value}`),
  }));
  const colors = ([NO_COLOR, ...CLUSTER_COLORS] as const).map((value) => ({
    value,
    label: t(`clusters.form.colors.${value}`),
  }));
  return (
    <>
      <Select
        label={t('clusters.form.protection.label')}
        description={t(`clusters.form.protection.${values.protection}Description`)}
        data={protections}
        value={values.protection}
        onChange={(value) => isProtection(value) && setField('protection', value)}
        allowDeselect={false}
      />
      <TextInput
        label={t('clusters.form.bannerLabel')}
        description={t('clusters.form.bannerLabelDescription')}
        value={values.label}
        onChange={(event) => setField('label', event.currentTarget.value)}
        maxLength={60}
      />
      <Select
        label={t('clusters.form.color')}
        data={colors}
        value={values.color === '' ? NO_COLOR : values.color}
        onChange={(value) => setField('color', value === null || value === NO_COLOR ? '' : value)}
        allowDeselect={false}
      />
    </>
  );
}
