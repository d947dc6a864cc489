#!/usr/bin/env bash
# Issue 15 work in progress: regenerates the one unreleased migration (0007_analysis_tools) from the
# schema files as they are now. Serialised with a lock, since several people edit the schema at once.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/foresight-migration.lock
flock 9
rm -f src/server/db/migrations/0007_*.sql src/server/db/migrations/meta/0007_snapshot.json
node -e '
const fs = require("fs");
const file = "src/server/db/migrations/meta/_journal.json";
const journal = JSON.parse(fs.readFileSync(file, "utf8"));
journal.entries = journal.entries.filter((entry) => entry.idx < 7);
fs.writeFileSync(file, JSON.stringify(journal, null, 2) + "\n");
'
npx drizzle-kit generate --name analysis_tools
npx prettier --write src/server/db/migrations/meta >/dev/null
