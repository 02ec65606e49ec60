// Answers the engine gives with a body its specification does not document for the status
// (see Reply.shapeOf): checked against the shape the body does have, then let through the check
// of fulfillFromSpec for exactly the keys the status's documented shape (the error object) names.
import { checkShape } from '../apiSpec/checkShape';
import type { Shape } from '../apiSpec/shapes';
import { checkAnswer, endpoints } from '../schemaCheck';
import type { Distribution, Reply } from './securityState';

/**
 * The security plugin's `{status, message}` (security._common.yaml Error), which the
 * specification gives to the 400 answers of its PATCH endpoints among others.
 */
function pluginErrorShape(): Shape {
  const shape = endpoints('opensearch')
    .find((endpoint) => endpoint.name === 'security.patch_roles')
    ?.response(400);
  if (!shape)
    throw new Error('the OpenSearch specification has no security.patch_roles 400 answer');
  return shape;
}

/** The top-level key a problem is about: `$.error` of `$.error: missing required key`. */
function keyOf(problem: string): string {
  return /^\$(?:\.[A-Za-z_][A-Za-z0-9_]*|\["(?:[^"\\]|\\.)*"\])/.exec(problem)?.[0] ?? problem;
}

/** The `accept` of fulfillFromSpec for `reply`, once its body is checked; throws when it does not conform. */
export function acceptFor(
  engine: Distribution,
  method: string,
  path: string,
  reply: Reply,
): string[] {
  if (reply.shapeOf === undefined) return [];
  const direct = checkAnswer(engine, method, path, reply.status, reply.body).problems;
  if (direct.length === 0) return [];
  const problems =
    reply.shapeOf === 'plugin-error'
      ? checkShape(pluginErrorShape(), reply.body)
      : checkAnswer(engine, method, path, reply.shapeOf, reply.body).problems;
  if (problems.length > 0) {
    throw new Error(
      `Fixture answer to ${method} ${path} (${reply.status}) is not shaped as ${String(reply.shapeOf)}:\n  ${problems.join('\n  ')}`,
    );
  }
  return [...new Set(direct.map(keyOf))];
}
