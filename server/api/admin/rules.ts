import type { Database } from '../../db/database';
import type { Rule, RuleStateChange, RuleSubmit } from '../../../runtime/generated/entities';
import ruleSchema from '../../../schemas/entities/rule.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute, NO_INPUT } from '../routes';
import { sqlState, trimFields, UNIQUE_VIOLATION, validBody } from './http';
import { withPatternMessages } from './reportsOpsFields';
import { staleRow, type RowNoun } from './versions';
import { auditedWrite } from './writes';

/** The prefix of the rules the console manages (002 §5 Rule form, §9). */
export const RULE_PREFIX = 'EXP_';
/** The longest rule name, prefix included (the event bus's limit). */
export const MAX_RULE_NAME = 64;
/** The answer of a rule submit (002 §8), verbatim. */
export const RULE_SUBMITTED = 'rule submitted successfully';
/** The one target of every console rule: the exporter service, which runs the order pull named in input0. */
export const EXPORTER_TARGET = {
  id: 'exporter-service',
  arn: 'arn:aws:lambda:ca-central-1:402917385566:function:exporter-service',
} as const;

/** What the rule form's name may hold (002 §5); the message the report and schedule forms use. */
export const RULE_NAME_MESSAGE = 'Special characters are not allowed';
const SCHEDULE_MESSAGE = 'must be a six-field cron expression, e.g. cron(0 16 ? * MON-FRI *)';
const INPUT_MESSAGE = 'must be the uuid of an order pull config, bare or as a JSON text {"uuid": "…"}';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INVALID = 'The rule is not valid.';
const INVALID_CHANGE = 'The rule change is not valid.';
const RULE: RowNoun = { one: 'Rule', many: 'Rules' };
/** Rule names the console lists and changes: EXP_ then anything (LIKE, `_` escaped). */
const MANAGED = `rule_name like 'EXP\\_%'`;

const COLUMNS = `id, rule_name as "ruleName", status, description, schedule, event_bus_name as "eventBusName",
  target_id as id0, target_arn as arn0, target_input as input0, version`;

/**
 * Rule calls of 002 §7 (Reports and rules), for the Rules list and Rules config screens:
 * - GET /order-pull/rules: the EXP_ rules only (others on the event bus belong to other services
 *   and are never listed or changed here), by name: `Rule[]`.
 * - POST /order-pull/rules: the rule form. The name is trimmed and given the EXP_ prefix when it
 *   lacks it (an exp_ prefix in another case is upper-cased); letters, digits, underscore and
 *   space only (400 `fields.ruleName` 'Special characters are not allowed'), at most 64
 *   characters in all, something after the prefix. Without `version` it creates the rule (201
 *   `{ success: 'rule submitted successfully', id }`; 409 `fields.ruleName` when the name is
 *   taken, case-insensitive); with the `version` it was loaded with it updates the rule of that
 *   name (200 `{ success }`; 404 when there is none, 409 `{ error, conflicts, fields }` when stale),
 *   the name itself never changes (the bus cannot rename a rule). status defaults to ENABLED and
 *   eventBusName to default (as the event bus does); the target (id0, arn0) is always the exporter
 *   service, set here: loaded values sent back are ignored.
 * - PUT /order-pull/rules `{ type: enable|disable, ruleName, version }`: sets ENABLED or DISABLED
 *   (200 `{ success }`; no write when it already is); the name is matched case-insensitively; a
 *   name without the EXP_ prefix is 400 naming ruleName, an unknown EXP_ rule 404.
 * Decisions where 002 is silent: the schedule is a six-field AWS cron (§9); input0 holds the
 * order pull config's uuid, bare or as `{"uuid": …}` like a schedule's input, or is empty — the
 * configs live on the exporter service, so the uuid's existence is not checked here.
 */
export function registerRules(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/order-pull/rules', NO_INPUT);
  app.get('/order-pull/rules', async (c) => {
    const { rows } = await db.query<Rule>(`select ${COLUMNS} from order_pull_rule where ${MANAGED} order by lower(rule_name) collate "C", id`);
    return c.json(rows);
  });

  const submit = describeRoute<RuleSubmit>(app, 'POST', '/order-pull/rules', { body: ruleSchema.$defs.submit, success: [201, 200] });
  const validateSubmit = withPatternMessages(submit.body, { ruleName: RULE_NAME_MESSAGE, schedule: SCHEDULE_MESSAGE, eventBusName: 'letters, digits and . _ - / only' });
  app.post('/order-pull/rules', async (c) => {
    const body = await validBody(c, validateSubmit, INVALID, (raw) => trimFields(raw, ['ruleName', 'description', 'schedule', 'eventBusName', 'input0']));
    if (!body.ok) return body.response;
    const sent = body.value;
    const name = prefixedName(sent.ruleName);
    const problems: Record<string, string> = {};
    if (!name.ok) problems.ruleName = name.problem;
    const input = sent.input0 ?? '';
    if (!holdsReportUuid(input)) problems.input0 = INPUT_MESSAGE;
    if (!name.ok || Object.keys(problems).length > 0) return jsonError(c, 400, INVALID, problems);
    const ruleName = name.value;
    const duplicate = (stored: string) =>
      jsonError(c, 409, `A rule named ${stored} already exists: edit it, or choose another name.`, { ruleName: 'already exists' });
    const values = [sent.status ?? 'ENABLED', sent.description ?? '', sent.schedule ?? '', sent.eventBusName ?? 'default', input];
    try {
      return await auditedWrite(c, db, async (tx) => {
        const existing = await tx.query<{ id: number; rule_name: string; version: number }>(
          'select id, rule_name, version from order_pull_rule where lower(rule_name) = lower($1) for update',
          [ruleName],
        );
        const found = existing.rows[0];
        if (sent.version === undefined) {
          if (found) return duplicate(found.rule_name);
          const { rows } = await tx.query<{ id: number }>(
            `insert into order_pull_rule (rule_name, status, description, schedule, event_bus_name, target_input, target_id, target_arn)
             values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
            [ruleName, ...values, EXPORTER_TARGET.id, EXPORTER_TARGET.arn],
          );
          return c.json({ success: RULE_SUBMITTED, id: rows[0]?.id }, 201);
        }
        if (!found) return jsonError(c, 404, `There is no rule ${ruleName}: it may have been removed. Reload the list.`, { ruleName: 'no such rule' });
        const stale = staleRow(c, RULE, { id: found.id, label: found.rule_name, version: sent.version }, found.version);
        if (stale) return stale;
        await tx.query(
          `update order_pull_rule set status = $2, description = $3, schedule = $4, event_bus_name = $5, target_input = $6,
                  target_id = $7, target_arn = $8, version = version + 1
            where id = $1`,
          [found.id, ...values, EXPORTER_TARGET.id, EXPORTER_TARGET.arn],
        );
        return c.json({ success: RULE_SUBMITTED });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(ruleName);
      throw error;
    }
  });

  const change = describeRoute<RuleStateChange>(app, 'PUT', '/order-pull/rules', { body: ruleSchema.$defs.stateChange });
  const validateChange = withPatternMessages(change.body, { ruleName: 'must be EXP_ then letters, digits, underscores and spaces' });
  app.put('/order-pull/rules', async (c) => {
    const body = await validBody(c, validateChange, INVALID_CHANGE, (raw) => trimFields(raw, ['ruleName']));
    if (!body.ok) return body.response;
    const { type, ruleName, version } = body.value;
    const status = type === 'enable' ? 'ENABLED' : 'DISABLED';
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ id: number; rule_name: string; status: string; version: number }>(
        `select id, rule_name, status, version from order_pull_rule where lower(rule_name) = lower($1) and ${MANAGED} for update`,
        [ruleName],
      );
      const found = rows[0];
      if (!found) return jsonError(c, 404, `There is no rule ${ruleName}: it may have been removed. Reload the list.`, { ruleName: 'no such rule' });
      const stale = staleRow(c, RULE, { id: found.id, label: found.rule_name, version }, found.version);
      if (stale) return stale;
      if (found.status === status) return c.json({ success: `Rule ${found.rule_name} was already ${type}d.` });
      await tx.query('update order_pull_rule set status = $2, version = version + 1 where id = $1', [found.id, status]);
      return c.json({ success: `Rule ${found.rule_name} has been ${type}d.` });
    });
  });
}

/** The name with the EXP_ prefix (002 §5), or what is wrong with it. */
export function prefixedName(sent: string): { ok: true; value: string } | { ok: false; problem: string } {
  const rest = sent.toUpperCase().startsWith(RULE_PREFIX) ? sent.slice(RULE_PREFIX.length) : sent;
  const value = `${RULE_PREFIX}${rest}`;
  if (rest.trim() === '') return { ok: false, problem: `needs a name after ${RULE_PREFIX}` };
  if (value.length > MAX_RULE_NAME) return { ok: false, problem: `must NOT have more than ${MAX_RULE_NAME} characters, ${RULE_PREFIX} included` };
  return { ok: true, value };
}

/** Empty, a uuid, or a JSON object text whose `uuid` is one. */
function holdsReportUuid(input: string): boolean {
  if (input === '' || UUID.test(input)) return true;
  try {
    const parsed: unknown = JSON.parse(input);
    return typeof parsed === 'object' && parsed !== null && 'uuid' in parsed && typeof parsed.uuid === 'string' && UUID.test(parsed.uuid);
  } catch {
    return false;
  }
}
