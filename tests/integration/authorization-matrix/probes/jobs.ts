import { failedJob } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** The jobs: the failed ones; run one again, or a selection. */
export const jobProbes: DeclaredProbes = {
  list: [{ route: "admin_jobs", path: () => "/admin/jobs?state=failed" }],
  update: [
    {
      route: "admin_jobs",
      name: "run a failed job again",
      request: async () => ({ path: "/admin/jobs", form: { id: String(await failedJob()) } }),
      success: /\/admin\/jobs\?done=jobRetried$/,
    },
    {
      route: "admin_jobs",
      name: "run selected failed jobs again",
      request: async () => ({ path: "/admin/jobs", form: { intent: "retry", ids: [String(await failedJob()), String(await failedJob())] } }),
      success: /\/admin\/jobs\?done=jobsRetried&n=2$/,
    },
  ],
};
