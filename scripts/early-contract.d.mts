/** scripts/early-contract.mjs: the early event contract as the build inlines it. */
export function buildEarlyContract(): Promise<string>;
