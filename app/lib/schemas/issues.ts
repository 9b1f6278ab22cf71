/** The first message per field path of a failed zod parse ("categories.1.name" → key), for tests and logs. */
export function messagesByPath(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}
