// The Elasticsearch role mapping tester: a user (name, DN, groups, realm, metadata) tried on the
// mappings given (the cluster's, or the one being edited), saying which mappings match and the
// roles the user would get from them, role templates rendered. What this screen cannot work out
// (a stored script, Mustache beyond the documented tags) is said beside the mapping.
import { useMemo, useState } from 'react';
import { Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { grantedRoles, testMappings, type MappingTest } from '../../../engine/roleMappings';
import { MetadataField } from './MetadataField';
import { TesterFrame } from './TesterFrame';
import { EMPTY_TESTER_INPUT, testerUser, type TesterInput } from './testerUser';

interface MappingTesterProps {
  /** The mappings to try, as GET _security/role_mapping answers them. */
  mappings: Record<string, unknown>;
}

export function MappingTester({ mappings }: MappingTesterProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState<TesterInput>(EMPTY_TESTER_INPUT);
  const user = useMemo(() => testerUser(input), [input]);
  const tests = useMemo(() => (user ? testMappings(mappings, user) : null), [mappings, user]);
  const set = (patch: Partial<TesterInput>) => setInput((current) => ({ ...current, ...patch }));
  const word = (key: 'dn' | 'groups' | 'realm' | 'metadata') =>
    t(`security.mappings.tester.${key}`);
  return (
    <TesterFrame
      username={input.username}
      onUsername={(username) => set({ username })}
      fields={
        <>
          <TextInput
            size="xs"
            label={word('realm')}
            value={input.realm}
            onChange={(event) => set({ realm: event.currentTarget.value })}
          />
          <TextInput
            size="xs"
            label={word('dn')}
            value={input.dn}
            onChange={(event) => set({ dn: event.currentTarget.value })}
          />
        </>
      }
    >
      <TagsInput
        size="xs"
        label={word('groups')}
        description={t('security.mappings.tester.groupsHint')}
        splitChars={[]}
        value={input.groups}
        onChange={(groups) => set({ groups })}
      />
      <MetadataField
        compact
        label={word('metadata')}
        value={input.metadata}
        problem={user === null ? t('security.mappings.tester.metadataProblem') : null}
        onChange={(metadata) => set({ metadata })}
      />
      {tests && <TestResults tests={tests} />}
    </TesterFrame>
  );
}

function TestResults({ tests }: { tests: MappingTest[] }) {
  const { t } = useTranslation();
  const roles = grantedRoles(tests);
  return (
    <Stack gap={4} role="status" aria-label={t('security.mappings.tester.result')}>
      <Text size="sm">
        {roles.length > 0
          ? t('security.mappings.tester.roles', { roles: roles.join(', ') })
          : t('security.mappings.tester.noRoles')}
      </Text>
      {tests.map((test) => (
        <Text key={test.name} size="xs" c={test.matched ? undefined : 'dimmed'}>
          {t(
            test.matched
              ? 'security.mappings.tester.matched'
              : test.enabled
                ? 'security.mappings.tester.notMatched'
                : 'security.mappings.tester.disabled',
            { name: test.name, roles: test.roles.join(', ') },
          )}
          {test.problems.length > 0 &&
            ` ${t('security.mappings.tester.notEvaluated', {
              problems: test.problems.map((found) => `${found.path}: ${found.code}`).join('; '),
            })}`}
        </Text>
      ))}
    </Stack>
  );
}
