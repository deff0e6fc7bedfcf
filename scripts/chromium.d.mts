/** scripts/chromium.mjs: how every browser run of the project starts Chromium. */
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
