/** The documented answer of GET _ilm/policy, with a second policy from before in_use_by. */
export const ILM_POLICIES = {
  my_policy: {
    version: 1,
    modified_date: 82392349,
    policy: {
      phases: {
        delete: { min_age: '30d', actions: { delete: { delete_searchable_snapshot: true } } },
        warm: { min_age: '10d', actions: { forcemerge: { max_num_segments: 1 } } },
      },
    },
    in_use_by: { indices: ['a', 'b'], data_streams: ['logs'], composable_templates: [] },
  },
  old: {
    version: 3,
    modified_date: '2021-03-01T10:00:00.000Z',
    policy: {
      _meta: { managed: true },
      phases: {
        custom: { actions: {} },
        hot: { min_age: '0ms', actions: { rollover: { max_age: '30d' }, set_priority: {} } },
      },
    },
  },
};
