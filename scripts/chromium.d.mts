export const chromiumArgs: string[];
export function findChromium(): string;
