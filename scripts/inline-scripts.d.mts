/** scripts/inline-scripts.mjs: the scripts the build inlines in every page's head. */
export function buildEarlyContract(): Promise<string>;
export function buildBootScript(addresses: { vendorUrl: string; mainUrl: string }): Promise<string>;
