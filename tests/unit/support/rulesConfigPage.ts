/**
 * The Rules config screen with one form block `rule` (entity `rule`, payload `submit`), its fields
 * and any other block property given: the page the screens:diff tests of form parts compare.
 */
export function rulesConfigPage(fields: readonly Record<string, unknown>[], block: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    $schema: '../../schemas/screen.schema.json',
    route: '/secure/reports/rules-config',
    title: 'Rules config',
    kind: 'page',
    endpoints: { submit: { method: 'POST', path: '/order-pull/rules' } },
    blocks: [
      {
        id: 'rule',
        block: 'form',
        entity: 'rule',
        payload: 'submit',
        fields,
        ...block,
        submit: { label: 'Submit', endpoint: 'submit', failure: 'Failed' },
      },
    ],
  };
}
