import { InsertQueryNode, type KyselyPlugin, ValuesNode } from "kysely";

/**
 * A Kysely plugin that notes every INSERT into `vitals` and how many rows it carried; use it with
 * `db.withPlugin(plugin)`, then read `inserts` (rows per statement, in order).
 */
export function countVitalsInserts(): { plugin: KyselyPlugin; inserts: number[] } {
  const inserts: number[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === "vitals") {
        inserts.push(node.values && ValuesNode.is(node.values) ? node.values.values.length : 0);
      }
      return node;
    },
    async transformResult({ result }) {
      return result;
    },
  };
  return { plugin, inserts };
}
