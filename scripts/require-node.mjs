// Stops at once, with one line, on a Node older than the one the product runs on (.node-version,
// docs/decisions/0016-node-24-lts.md). Imported first by the npm scripts' entry points; run alone,
// it exits 0 or 1 (.ci/run uses that to fetch the pinned Node).
import fs from 'node:fs';

const pinned = fs.readFileSync(new URL('../.node-version', import.meta.url), 'utf8').trim();
const needed = Number(pinned.split('.')[0]);
const running = Number(process.versions.node.split('.')[0]);
if (running < needed) {
  console.error(
    `This product needs Node ${needed} or newer (${pinned} is tested); this is Node ${process.versions.node}. See README, "Node".`,
  );
  process.exit(1);
}
