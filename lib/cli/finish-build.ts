// `npm run build`'s last step, as it is ensureBuilt's (lib/cli/build.ts): one copy of each server
// chunk (lib/cli/server-chunks.ts) and the compile hint on the browser's (lib/cli/browser-chunks.ts).
import path from "node:path";
import { finishBuild } from "./build";

finishBuild(path.resolve(".next"));
